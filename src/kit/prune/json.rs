// JSON: just enough to read rustc's diagnostics.

/// A JSON value: just enough of JSON for rustc's diagnostics.
#[derive(Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    pub fn parse(text: &str) -> Result<Json, String> {
        let mut reader = JsonReader { text, at: 0 };
        let value = reader.value()?;
        reader.space();
        if reader.at != text.len() {
            return Err(reader.fail("text after the value"));
        }
        Ok(value)
    }

    /// The member `key` of an object, or `Null`.
    pub fn get(&self, key: &str) -> &Json {
        match self {
            Json::Object(members) => {
                members.iter().find(|(k, _)| k == key).map_or(&Json::Null, |(_, v)| v)
            }
            _ => &Json::Null,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Text(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_usize(&self) -> Option<usize> {
        match *self {
            Json::Number(n) if n >= 0.0 && n.fract() == 0.0 => Some(n as usize),
            _ => None,
        }
    }

    pub fn items(&self) -> &[Json] {
        match self {
            Json::Array(items) => items,
            _ => &[],
        }
    }
}

pub struct JsonReader<'a> {
    pub text: &'a str,
    pub at: usize,
}

impl JsonReader<'_> {
    pub fn fail(&self, what: &str) -> String {
        format!("rustc's JSON, at byte {}: {what}", self.at)
    }

    pub fn space(&mut self) {
        let rest = &self.text.as_bytes()[self.at..];
        self.at += rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
    }

    pub fn eat(&mut self, c: u8) -> bool {
        self.space();
        let found = self.text.as_bytes().get(self.at) == Some(&c);
        self.at += found as usize;
        found
    }

    pub fn value(&mut self) -> Result<Json, String> {
        self.space();
        let rest = &self.text[self.at..];
        for (word, value) in
            [("null", Json::Null), ("true", Json::Bool(true)), ("false", Json::Bool(false))]
        {
            if rest.starts_with(word) {
                self.at += word.len();
                return Ok(value);
            }
        }
        if self.eat(b'{') {
            let mut members = Vec::new();
            if self.eat(b'}') {
                return Ok(Json::Object(members));
            }
            loop {
                self.space();
                let key = self.string()?;
                if !self.eat(b':') {
                    return Err(self.fail("expected ':'"));
                }
                members.push((key, self.value()?));
                if self.eat(b'}') {
                    return Ok(Json::Object(members));
                }
                if !self.eat(b',') {
                    return Err(self.fail("expected ',' or '}'"));
                }
            }
        }
        if self.eat(b'[') {
            let mut items = Vec::new();
            if self.eat(b']') {
                return Ok(Json::Array(items));
            }
            loop {
                items.push(self.value()?);
                if self.eat(b']') {
                    return Ok(Json::Array(items));
                }
                if !self.eat(b',') {
                    return Err(self.fail("expected ',' or ']'"));
                }
            }
        }
        if rest.starts_with('"') {
            return self.string().map(Json::Text);
        }
        let length = rest.bytes().take_while(|c| b"+-.0123456789eE".contains(c)).count();
        let number = rest[..length].parse().map_err(|_| self.fail("expected a value"))?;
        self.at += length;
        Ok(Json::Number(number))
    }

    pub fn string(&mut self) -> Result<String, String> {
        if !self.text[self.at..].starts_with('"') {
            return Err(self.fail("expected a string"));
        }
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = &self.text[self.at..];
            let plain = rest.find(['"', '\\']).ok_or_else(|| self.fail("a string never closes"))?;
            out.push_str(&rest[..plain]);
            self.at += plain + 1;
            if rest.as_bytes()[plain] == b'"' {
                return Ok(out);
            }
            let escape = *rest
                .as_bytes()
                .get(plain + 1)
                .ok_or_else(|| self.fail("a string never closes"))?;
            self.at += 1;
            match escape {
                b'n' => out.push('\n'),
                b't' => out.push('\t'),
                b'r' => out.push('\r'),
                b'b' => out.push('\u{8}'),
                b'f' => out.push('\u{c}'),
                b'u' => {
                    let mut unit = self.hex4()?;
                    if (0xd800..0xdc00).contains(&unit) && self.text[self.at..].starts_with("\\u") {
                        self.at += 2;
                        let low = self.hex4()?;
                        unit =
                            0x10000 + ((unit - 0xd800) << 10) + (low.wrapping_sub(0xdc00) & 0x3ff);
                    }
                    out.push(char::from_u32(unit).unwrap_or('\u{fffd}'));
                }
                other => out.push(other as char), // " \ /
            }
        }
    }

    pub fn hex4(&mut self) -> Result<u32, String> {
        let digits =
            self.text.get(self.at..self.at + 4).ok_or_else(|| self.fail("a short \\u escape"))?;
        self.at += 4;
        u32::from_str_radix(digits, 16).map_err(|_| self.fail("a bad \\u escape"))
    }
}
