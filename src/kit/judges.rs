// The judges the kit's binaries are for: whether each takes Rust (and which), and the most
// source it accepts, with where that was read. A problem's block lists its judges; the bundle
// check holds every pasted form to the smallest limit among those that may take Rust, a judge
// that records none counting as `UNRECORDED_LIMIT`.
//
// A limit is recorded only where a stored copy of the judge's own pages, repositories or
// tracker states it; what was seen only second-hand is said in the judge's notes, not used.

/// Whether a judge takes Rust, as recorded.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Rust {
    /// It does: the compiler and edition as recorded (or that they are not).
    Takes(&'static str),
    /// It takes no Rust: the kit's binary is an answer to port or compare against.
    No,
    /// Whether it does is not recorded.
    NotRecorded,
}

/// A judge's limit on the size of a submitted source, and where it was read.
#[derive(Clone, Copy, Debug)]
pub struct SourceLimit {
    pub bytes: usize,
    pub read: &'static str,
}

/// A judge (a site): its name, its Rust, its source limit where recorded.
#[derive(Clone, Copy, Debug)]
pub struct Judge {
    pub name: &'static str,
    pub rust: Rust,
    pub source_limit: Option<SourceLimit>,
}

/// One problem on one judge: the judge and the problem's name there.
pub type OnJudge = (Judge, &'static str);

/// The limit a pasted form is held to where no judge of its problem that takes Rust records
/// one: most judges that publish a limit allow at least this.
pub const UNRECORDED_LIMIT: usize = 64 * 1024;

/// The limit a problem's pasted forms are held to: the smallest of its judges' that may take
/// Rust, each judge's recorded limit or else `UNRECORDED_LIMIT`; with whose it is and where
/// it was read.
pub fn source_limit(judges: &[OnJudge]) -> (usize, String) {
    let unrecorded = |name: &str| format!("{name} records none: the kit's 64 KiB");
    let each = judges.iter().filter(|(judge, _)| judge.rust != Rust::No).map(|(judge, _)| {
        match judge.source_limit {
            Some(limit) => (limit.bytes, format!("{}'s limit ({})", judge.name, limit.read)),
            None => (UNRECORDED_LIMIT, unrecorded(judge.name)),
        }
    });
    // Ties go to a recorded limit: the reason a reader can check.
    let least = each.min_by_key(|(bytes, whose)| (*bytes, whose.ends_with("64 KiB")));
    least.unwrap_or_else(|| (UNRECORDED_LIMIT, "no judge takes it: the kit's 64 KiB".into()))
}

pub const LUOGU: Judge = Judge {
    name: "Luogu",
    rust: Rust::Takes("rustc 1.88, edition 2024 (1.76 with 2021 before)"),
    // Not in the stored copies of its help pages (help.luogu.com.cn's judging and problem
    // manuals, searched for issue 54), which give the languages but no size.
    source_limit: None,
};

pub const AOJ: Judge = Judge {
    name: "AOJ",
    // Edition 2018, as a survey of the judges' editions lists it in
    // github.com/yosupo06/library-checker-judge/pull/561 (2026; it was 2015 in 2020:
    // github.com/rust-lang-ja/ac-library-rs/issues/83); its rustc is not stated there.
    rust: Rust::Takes("edition 2018, version not recorded"),
    source_limit: None,
};

pub const BAEKJOON: Judge = Judge {
    name: "Baekjoon",
    rust: Rust::Takes("\"Rust 2021\""),
    source_limit: Some(SourceLimit {
        bytes: 512 * 1024,
        read: "raised from 64K to 512K, its own feature tracker: github.com/Startlink/BOJ-Feature-Request/issues/56",
    }),
};

pub const ATCODER: Judge = Judge {
    name: "AtCoder",
    // Edition 2024 since its language update of October 2025 (github.com/qryxip/cargo-compete
    // issue 221; library-checker-judge pull 561 lists AtCoder among the 2024 judges).
    rust: Rust::Takes("rustc 1.89, edition 2024 (1.70 with 2021 before 2025)"),
    // No stored copy of AtCoder's own pages gives it (its contest rules pages, searched again
    // for issue 54, list the languages but no size); another judge's tracker calls it 512 KB
    // "as AtCoder" (github.com/makutamoto/mojacoder/issues/2).
    source_limit: None,
};

pub const CSES: Judge = Judge {
    name: "CSES",
    rust: Rust::Takes("version not recorded"),
    source_limit: Some(SourceLimit {
        bytes: 128_000,
        read: "128 kB, CSES's contest instructions: cses.fi/95/text/785/",
    }),
};

pub const LEETCODE: Judge = Judge {
    name: "LeetCode",
    rust: Rust::Takes("an old rustc, edition 2018 (reported 1.58)"),
    source_limit: None,
};

pub const KATTIS: Judge =
    Judge { name: "Kattis", rust: Rust::Takes("rustc 1.78, edition 2021"), source_limit: None };

pub const DMOJ: Judge = Judge {
    name: "DMOJ",
    rust: Rust::Takes("version not recorded"),
    source_limit: Some(SourceLimit {
        bytes: 65_536,
        read: "65,536 characters, its own submit form: github.com/DMOJ/online-judge/pull/1281",
    }),
};

pub const YUKICODER: Judge =
    Judge { name: "yukicoder", rust: Rust::Takes("version not recorded"), source_limit: None };

pub const CODECHEF: Judge = Judge {
    name: "CodeChef",
    rust: Rust::NotRecorded,
    source_limit: Some(SourceLimit {
        bytes: 50_000,
        read: "50,000 bytes, its help page: www.codechef.com/help/",
    }),
};

pub const LIGHTOJ: Judge = Judge { name: "LightOJ", rust: Rust::NotRecorded, source_limit: None };

pub const POJ: Judge = Judge { name: "POJ", rust: Rust::No, source_limit: None };

pub const HDU: Judge = Judge { name: "HDU", rust: Rust::No, source_limit: None };

pub const ACWING: Judge = Judge { name: "AcWing", rust: Rust::NotRecorded, source_limit: None };

pub const UVA: Judge = Judge { name: "UVa", rust: Rust::No, source_limit: None };

pub const MIPT: Judge = Judge { name: "acm.mipt.ru", rust: Rust::No, source_limit: None };

pub const HACKERRANK: Judge =
    Judge { name: "HackerRank", rust: Rust::NotRecorded, source_limit: None };

pub const KOMAL: Judge = Judge { name: "KöMaL", rust: Rust::No, source_limit: None };

pub const CODEFORCES: Judge = Judge {
    name: "Codeforces",
    rust: Rust::Takes("Rust 1.89, editions 2021 and 2024"),
    // 64 KB is widely said, but no stored page gives it in Codeforces' own words.
    source_limit: None,
};

pub const CODEWARS: Judge = Judge {
    name: "Codewars",
    rust: Rust::Takes("Rust 1.66, edition 2021 (its docs), tests built at opt-level 1"),
    // None documented; a user reports saving fails near 1 MB (codewars.com issue 2726).
    source_limit: None,
};
