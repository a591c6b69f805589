//! A course's progress: the names of the steps done, kept in the browser
//! (`quintet.v2.lessons.<course>`, step names separated by spaces). Names rather than numbers,
//! so that a step added to a course later moves nothing; and names a course no longer has are
//! kept, so that progress is never lost, whatever version of the course wrote it.

/// The storage item of course `course`'s progress.
pub fn key(course: &str) -> String {
    format!("quintet.v2.lessons.{course}")
}

/// The steps done in one course.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: Vec<String>,
}

impl Progress {
    /// Progress as stored: names separated by white space; anything that is not a step name
    /// (damaged text) is left out.
    pub fn read(text: &str) -> Progress {
        let mut progress = Progress::default();
        for name in text.split_whitespace() {
            let name_like = name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            if name_like && name.len() <= 40 {
                progress.add(name);
            }
        }
        progress
    }

    /// The text to store.
    pub fn text(&self) -> String {
        self.done.join(" ")
    }

    /// Marks step `name` done; whether it was not already.
    pub fn add(&mut self, name: &str) -> bool {
        if self.has(name) {
            return false;
        }
        self.done.push(name.to_string());
        true
    }

    /// Whether step `name` is done.
    pub fn has(&self, name: &str) -> bool {
        self.done.iter().any(|n| n == name)
    }

    /// Adds every step `other` has done (another tab's, read back before writing).
    pub fn merge(&mut self, other: &Progress) {
        for name in &other.done {
            self.add(name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_reads_writes_and_merges_without_losing_a_step() {
        let mut progress = Progress::read("size place  <b>bad</b> chain");
        assert_eq!(progress.text(), "size place chain");
        assert!(progress.add("win"));
        assert!(!progress.add("size"));
        let other = Progress::read("retired-step size");
        progress.merge(&other);
        assert_eq!(progress.text(), "size place chain win retired-step");
        assert!(progress.has("retired-step"));
        assert_eq!(Progress::read("").text(), "");
        assert_eq!(key("seesaw"), "quintet.v2.lessons.seesaw");
    }
}
