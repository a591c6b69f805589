//! What a device publishes, retained, on its topic: its whole live state in one text, so that the
//! broker's one retained message per topic is all a device needs to catch up after being away.
//! Sealed by [`super::seal`] before it leaves the device.
//!
//! ```text
//! quintet live 1
//! link ?play=1.….i.4.17.….….…#<record>      the device's latest message, a link as ever
//! ask <record>                               its decisions so far, stopped at its throw
//! give 19:<o_19> 23:<o_23>                   fresh values issued for the other's turn
//! ```
//!
//! Every line but the first is optional; unknown lines are skipped (a later version may add some).

use super::super::values::OpenValue;

/// The first line.
pub const HEADER: &str = "quintet live 1";

/// One device's published state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Post {
    /// Its latest message, as `?play=…#record`.
    pub link: Option<String>,
    /// Its request for a fresh value: the record up to its throw.
    pub ask: Option<String>,
    /// The fresh values it issued for the other's turn in hand, by `k`.
    pub give: Vec<(u32, OpenValue)>,
}

impl Post {
    /// The text to seal.
    pub fn to_text(&self) -> String {
        let mut out = String::from(HEADER);
        if let Some(link) = &self.link {
            out.push_str("\nlink ");
            out.push_str(link);
        }
        if let Some(ask) = &self.ask {
            out.push_str("\nask ");
            out.push_str(ask);
        }
        if !self.give.is_empty() {
            out.push_str("\ngive");
            for (k, o) in &self.give {
                out.push_str(&format!(" {k}:{}", o.to_text()));
            }
        }
        out
    }

    /// Reads a post's text; `None` if it is not one (the tag opened, so only a device with the
    /// match wrote it: a faulty or hostile one).
    pub fn parse(text: &str) -> Option<Post> {
        let mut lines = text.lines();
        if lines.next()? != HEADER {
            return None;
        }
        let mut post = Post::default();
        for line in lines {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "link" if post.link.is_none() => post.link = Some(value.to_string()),
                "ask" if post.ask.is_none() => post.ask = Some(value.to_string()),
                "give" if post.give.is_empty() => {
                    for pair in value.split(' ') {
                        let (k, o) = pair.split_once(':')?;
                        let k = k.parse().ok().filter(|_| !k.starts_with('+'))?;
                        post.give.push((k, OpenValue::from_text(o)?));
                    }
                }
                "link" | "ask" | "give" => return None,
                _ => {}
            }
        }
        Some(post)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_post_reads_back() {
        let post = Post {
            link: Some("?play=1.x#senet".into()),
            ask: Some("senet 1".into()),
            give: vec![(3, OpenValue([1; 16])), (7, OpenValue([2; 16]))],
        };
        assert_eq!(Post::parse(&post.to_text()), Some(post));
        assert_eq!(Post::parse(HEADER), Some(Post::default()));
        assert_eq!(
            Post::parse("quintet live 1\nlater something\nlink ?play=y#z"),
            Some(Post {
                link: Some("?play=y#z".into()),
                ..Post::default()
            })
        );
    }

    #[test]
    fn a_malformed_post_is_none() {
        for text in [
            "",
            "quintet live 2",
            "quintet live 1\ngive 3",
            "quintet live 1\ngive 3:AAAA",
            "quintet live 1\ngive x:AQEBAQEBAQEBAQEBAQEBAQ",
            "quintet live 1\nlink a\nlink b",
        ] {
            assert_eq!(Post::parse(text), None, "{text:?}");
        }
    }
}
