// A PNG reader for the tests of the pictures (tests/pictures.rs), std only: what rsvg-convert
// and Chromium write, 8 bits a channel, not interlaced, any colour type. The inflate follows
// RFC 1951 as plainly as it can be written (Mark Adler's puff is the model: a Huffman code is
// read a bit at a time against the count of codes of each length), since the tests read a few
// pictures and speed does not matter. Written for the tests rather than installing another
// Debian tool (netpbm's pngtopnm): the checks then need only the renderers they test.

/// A picture as rows of RGBA pixels.
pub struct Image {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<[u8; 4]>,
}

impl Image {
    /// The pixel at column `x`, row `y`.
    pub fn at(&self, x: usize, y: usize) -> [u8; 4] {
        self.pixels[y * self.width + x]
    }
}

/// Reads a PNG file's bytes; an error names what is not supported or broken.
pub fn read(bytes: &[u8]) -> Result<Image, String> {
    if bytes.len() < 8 || bytes[..8] != [137, 80, 78, 71, 13, 10, 26, 10] {
        return Err("not a PNG file".to_string());
    }
    let (mut header, mut palette, mut data) = (None, Vec::new(), Vec::new());
    let mut at = 8;
    while at + 8 <= bytes.len() {
        let length = u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
        let kind = &bytes[at + 4..at + 8];
        let body = bytes.get(at + 8..at + 8 + length).ok_or("a chunk runs past the end")?;
        match kind {
            b"IHDR" => header = Some(body.to_vec()),
            b"PLTE" => palette = body.to_vec(),
            b"IDAT" => data.extend_from_slice(body),
            b"IEND" => break,
            _ => {}
        }
        at += 12 + length;
    }
    let header = header.ok_or("no IHDR chunk")?;
    let word = |k: usize| u32::from_be_bytes(header[k..k + 4].try_into().unwrap()) as usize;
    let (width, height, depth, colour, interlace) =
        (word(0), word(4), header[8], header[9], header[12]);
    let channels = match colour {
        0 | 3 => 1,
        2 => 3,
        4 => 2,
        6 => 4,
        _ => return Err(format!("colour type {colour}")),
    };
    if depth != 8 || interlace != 0 {
        return Err(format!(
            "bit depth {depth}, interlace {interlace}: only 8 bits, not interlaced"
        ));
    }
    if data.len() < 2 || data[0] & 15 != 8 {
        return Err("the image data is not zlib's deflate".to_string());
    }
    let raw = inflate(&data[2..])?;
    let stride = width * channels;
    if raw.len() < height * (stride + 1) {
        return Err(format!("{} bytes of image data for {width} x {height}", raw.len()));
    }
    let mut rows = vec![0u8; height * stride];
    for y in 0..height {
        let filter = raw[y * (stride + 1)];
        for x in 0..stride {
            let a = if x >= channels { rows[y * stride + x - channels] as i32 } else { 0 };
            let b = if y > 0 { rows[(y - 1) * stride + x] as i32 } else { 0 };
            let c = if x >= channels && y > 0 {
                rows[(y - 1) * stride + x - channels] as i32
            } else {
                0
            };
            let predicted = match filter {
                0 => 0,
                1 => a,
                2 => b,
                3 => (a + b) / 2,
                4 => {
                    let p = a + b - c;
                    let (pa, pb, pc) = ((p - a).abs(), (p - b).abs(), (p - c).abs());
                    if pa <= pb && pa <= pc {
                        a
                    } else if pb <= pc {
                        b
                    } else {
                        c
                    }
                }
                _ => return Err(format!("row {y}: filter {filter}")),
            };
            rows[y * stride + x] = raw[y * (stride + 1) + 1 + x].wrapping_add(predicted as u8);
        }
    }
    let pixels = rows
        .chunks(channels)
        .map(|p| match colour {
            0 => [p[0], p[0], p[0], 255],
            2 => [p[0], p[1], p[2], 255],
            3 => {
                let k = 3 * p[0] as usize;
                let rgb = palette.get(k..k + 3).unwrap_or(&[0, 0, 0]);
                [rgb[0], rgb[1], rgb[2], 255]
            }
            4 => [p[0], p[0], p[0], p[1]],
            _ => [p[0], p[1], p[2], p[3]],
        })
        .collect();
    Ok(Image { width, height, pixels })
}

/// Bits read least significant first, as deflate packs them.
struct Bits<'a> {
    bytes: &'a [u8],
    at: usize,
    bit: u32,
}

impl Bits<'_> {
    fn bit(&mut self) -> Result<u32, String> {
        let byte = *self.bytes.get(self.at).ok_or("the compressed data ends too soon")?;
        let value = (byte >> self.bit) as u32 & 1;
        self.bit += 1;
        if self.bit == 8 {
            self.bit = 0;
            self.at += 1;
        }
        Ok(value)
    }

    fn bits(&mut self, count: u32) -> Result<usize, String> {
        let mut value = 0;
        for k in 0..count {
            value |= (self.bit()? as usize) << k;
        }
        Ok(value)
    }
}

/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct Code {
    counts: [u16; 16],
    symbols: Vec<u16>,
}

impl Code {
    fn new(lengths: &[u8]) -> Code {
        let mut counts = [0u16; 16];
        for &l in lengths {
            counts[l as usize] += 1;
        }
        counts[0] = 0;
        let mut symbols = Vec::new();
        for length in 1..16 {
            for (symbol, &l) in lengths.iter().enumerate() {
                if l as usize == length {
                    symbols.push(symbol as u16);
                }
            }
        }
        Code { counts, symbols }
    }

    fn decode(&self, bits: &mut Bits) -> Result<usize, String> {
        let (mut code, mut first, mut index) = (0i32, 0i32, 0i32);
        for length in 1..16 {
            code |= bits.bit()? as i32;
            let count = self.counts[length] as i32;
            if code - first < count {
                return Ok(self.symbols[(index + code - first) as usize] as usize);
            }
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        Err("a Huffman code that no table holds".to_string())
    }
}

const LENGTH_BASE: [usize; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u32; 29] =
    [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE: [usize; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA: [u32; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order in which a dynamic block gives the lengths of its code-length code.
const LENGTH_ORDER: [usize; 19] =
    [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/// Deflate's blocks (stored, fixed or dynamic codes) to the bytes they hold.
pub fn inflate(data: &[u8]) -> Result<Vec<u8>, String> {
    let mut bits = Bits { bytes: data, at: 0, bit: 0 };
    let mut out = Vec::new();
    loop {
        let last = bits.bit()?;
        match bits.bits(2)? {
            0 => {
                if bits.bit != 0 {
                    bits.bit = 0;
                    bits.at += 1;
                }
                let at = bits.at;
                let length = *data.get(at).ok_or("a stored block past the end")? as usize
                    | (*data.get(at + 1).ok_or("a stored block past the end")? as usize) << 8;
                let body =
                    data.get(at + 4..at + 4 + length).ok_or("a stored block past the end")?;
                out.extend_from_slice(body);
                bits.at = at + 4 + length;
            }
            1 => {
                let mut lengths = [8u8; 288];
                lengths[144..256].fill(9);
                lengths[256..280].fill(7);
                block(&mut bits, &mut out, &Code::new(&lengths), &Code::new(&[5; 30]))?;
            }
            2 => {
                let (literals, distances, count) =
                    (bits.bits(5)? + 257, bits.bits(5)? + 1, bits.bits(4)? + 4);
                let mut order = [0u8; 19];
                for &k in &LENGTH_ORDER[..count] {
                    order[k] = bits.bits(3)? as u8;
                }
                let lengths_code = Code::new(&order);
                let mut lengths = Vec::new();
                while lengths.len() < literals + distances {
                    let symbol = lengths_code.decode(&mut bits)?;
                    let (value, times) = match symbol {
                        0..=15 => (symbol as u8, 1),
                        16 => (
                            *lengths.last().ok_or("a repeat with nothing before")?,
                            3 + bits.bits(2)?,
                        ),
                        17 => (0, 3 + bits.bits(3)?),
                        _ => (0, 11 + bits.bits(7)?),
                    };
                    lengths.extend(std::iter::repeat(value).take(times));
                }
                if lengths.len() > literals + distances {
                    return Err("code lengths run past their count".to_string());
                }
                let (literal_code, distance_code) =
                    (Code::new(&lengths[..literals]), Code::new(&lengths[literals..]));
                block(&mut bits, &mut out, &literal_code, &distance_code)?;
            }
            _ => return Err("a block of type 3".to_string()),
        }
        if last == 1 {
            return Ok(out);
        }
    }
}

/// One block coded with these literal/length and distance codes, up to its end symbol.
fn block(
    bits: &mut Bits,
    out: &mut Vec<u8>,
    literals: &Code,
    distances: &Code,
) -> Result<(), String> {
    loop {
        let symbol = literals.decode(bits)?;
        if symbol < 256 {
            out.push(symbol as u8);
            continue;
        }
        if symbol == 256 {
            return Ok(());
        }
        let k = symbol - 257;
        if k >= 29 {
            return Err(format!("length symbol {symbol}"));
        }
        let length = LENGTH_BASE[k] + bits.bits(LENGTH_EXTRA[k])?;
        let d = distances.decode(bits)?;
        if d >= 30 {
            return Err(format!("distance symbol {d}"));
        }
        let distance = DISTANCE_BASE[d] + bits.bits(DISTANCE_EXTRA[d])?;
        if distance > out.len() {
            return Err("a distance before the start".to_string());
        }
        for _ in 0..length {
            out.push(out[out.len() - distance]);
        }
    }
}
