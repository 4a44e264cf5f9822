// The forgiving parser: every layout the judges use reads alike, and each kind of bad input gets
// an error that names it.
use kit::cores::*;

const POJ_SAMPLE: Board = [2, 3, 4, 1, 5, 0, 7, 6, 8];

fn boards(input: &[u8]) -> Result<Vec<Board>, String> {
    Scanner::new(input)?.boards_to_end()
}

#[test]
fn every_layout_reads_alike() {
    let layouts: [&[u8]; 9] = [
        b" 2  3  4  1  5  x  7  6  8 ",
        b"23415x768",
        b"234\n15X\n768\n",
        b"2 3 4\r\n1 5 0\r\n7 6 8\r\n",
        b"\t2\t3\t4\n\n\n1 5 x\n\n7 6 8",
        b"\xEF\xBB\xBF2 3 4 1 5 x 7 6 8\n", // a byte-order mark, as Windows editors write
        b"2 34 15x 768",
        b"\n\n   2 3 4 1 5 x 7 6 8   \n\n",
        b"2\x0c3 4 1 5 x 7 6 8",
    ];
    for input in layouts {
        assert_eq!(boards(input), Ok(vec![POJ_SAMPLE]), "{:?}", String::from_utf8_lossy(input));
    }
}

#[test]
fn many_boards_read_until_the_end() {
    let input = b"12X453786\n12345678X\r\n564178X23 7568X4123\n";
    let read = boards(input).unwrap();
    assert_eq!(read.len(), 4);
    assert_eq!(read[0], [1, 2, 0, 4, 5, 3, 7, 8, 6]);
    assert_eq!(read[3], [7, 5, 6, 8, 0, 4, 1, 2, 3]);
}

#[test]
fn counts_and_boards_interleave() {
    let mut scanner = Scanner::new(b"2\n\n1 2 3\n4 5 6\n7 8 0\n\n8 1 5 7 3 6 4 0 2\n").unwrap();
    assert_eq!(scanner.number("the number of cases", 0, usize::MAX), Ok(2));
    assert_eq!(scanner.board(), Ok([1, 2, 3, 4, 5, 6, 7, 8, 0]));
    assert_eq!(scanner.board(), Ok([8, 1, 5, 7, 3, 6, 4, 0, 2]));
    assert_eq!(scanner.finish(), Ok(()));
}

/// Each bad input and a phrase its one-line error must contain.
const BAD: [(&[u8], &str); 15] = [
    (b"", "holds no board"),
    (b" \n\t\r\n", "holds no board"),
    (b"1 2 3 4 5 6 7 8", "board 1 is incomplete: the input ends after 8 of 9 cells"),
    (b"1234567801", "line 1, column 10: board 1 has more than 9 cells"),
    (b"1 2 3 4 5 6 7 8 1", "line 1, column 17: board 1 has tile 1 twice"),
    (b"1 2 3 4 5 6 7 0 x", "board 1 has the blank twice"),
    (b"1 2 3\n4 5 6\n7 8 9", "line 3, column 5: '9' is not a cell of board 1"),
    (b"1 2 3 4 y 6 7 8 0", "'y' is not a cell"),
    (b"1 2 3 4 5 6 7 8 -", "'-' is not a cell"),
    (b"1 2 3 4 \xE5\x85\xAB 5 6 7 8", "'\u{516b}' is not a cell"),
    (b"1 2 3 4 5 6 7 8 \xFF", "not UTF-8 text (byte 17 is invalid)"),
    (b"1 2 3 4 5 6 7 8 0\n1 2 3 4", "board 2 is incomplete: the input ends after 4 of 9 cells"),
    (b"12345678x 12345678x 1", "board 3 is incomplete"),
    (b"1 2 3 4 5 6 7 8 0,", "unexpected ',' right after board 1"),
    (b"1 2 3 4 5 6 7 8 0\0", "line 1, column 18: unexpected '\\0' right after board 1"),
];

#[test]
fn bad_input_gets_one_line_naming_the_problem() {
    for (input, phrase) in BAD {
        let error = boards(input).unwrap_err();
        assert!(error.contains(phrase), "{:?}: {error:?}", String::from_utf8_lossy(input));
        assert!(!error.contains('\n'), "{error:?} is not one line");
    }
}

#[test]
fn counts_must_be_whole_numbers() {
    let cases: [(&[u8], &str); 4] = [
        (b"", "expected the number of cases, found the end of the input"),
        (b"12X453786", "line 1, column 1: expected the number of cases, found \"12X453786\""),
        (b"-3", "found \"-3\""),
        (b"99999999999999999999999", "expected the number of cases, found \"9999999"),
    ];
    for (input, phrase) in cases {
        let error =
            Scanner::new(input).unwrap().number("the number of cases", 0, usize::MAX).unwrap_err();
        assert!(error.contains(phrase), "{error:?}");
    }
}

#[test]
fn finish_rejects_leftovers() {
    let mut scanner = Scanner::new(b"283104765\n283104765\n").unwrap();
    scanner.board().unwrap();
    let error = scanner.finish().unwrap_err();
    assert!(
        error.contains("line 2, column 1: unexpected \"283104765\" after the input proper"),
        "{error:?}"
    );
}

/// The board reader looks at characters, not bytes: one whose low byte is a space (U+0120) or a
/// digit (U+0131) is neither a separator nor a cell.
#[test]
fn characters_beyond_ascii_are_neither_cells_nor_separators() {
    let cases: [(&str, &str); 4] = [
        ("1 2 3 4 5 6 7 8 0\u{120}", "line 1, column 18: unexpected 'Ġ' right after board 1"),
        ("1 2 3 4 5 6 7 8 0\u{a0}", "line 1, column 18: unexpected '\\u{a0}' right after board 1"),
        ("1 2 3 4 \u{131} 5 6 7 8", "line 1, column 9: 'ı' is not a cell of board 1"),
        ("1 2 3 4 5 6 7 8 0\u{feff}", "line 1, column 18: unexpected '\\u{feff}' right after"),
    ];
    for (input, phrase) in cases {
        let error = boards(input.as_bytes()).unwrap_err();
        assert!(error.contains(phrase), "{input:?}: {error:?}");
    }
    assert_eq!(boards("\u{feff}12345678x\u{b}".as_bytes()).map(|b| b.len()), Ok(1));
}
