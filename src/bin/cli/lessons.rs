//! `quintet lessons [GAME]`: lists the courses (or the course teaching GAME) with their steps,
//! and checks every step as the page would play it, in every language (`app::lesson::check`).

use quintet::app::lesson::{self, check, COURSE_IDS};
use quintet::i18n::{self, t, CATALOGS};

/// Lists and checks the courses; `Err` names what cannot be listed, `Ok(false)` means a check
/// found problems (printed to standard error).
pub fn run(game: Option<&str>, records: bool) -> Result<bool, String> {
    let ids: Vec<&str> = match game {
        None => COURSE_IDS.to_vec(),
        Some(game) => match lesson::spec(game) {
            Some((id, None)) => vec![id],
            _ => {
                return Err(format!(
                    "'{game}' is no game (quintet games) nor course ({})",
                    COURSE_IDS.join(", ")
                ))
            }
        },
    };
    let mut sound = true;
    for id in ids {
        let course = match lesson::course(id).unwrap_or_else(|| unreachable!("a course id")) {
            Ok(course) => course,
            Err(error) => {
                eprintln!("quintet: lessons/{id}.txt, {error}");
                sound = false;
                continue;
            }
        };
        let title = t(quintet::app::rules::rules_for(&course.game).title);
        println!("{id} ({title}): {} steps", course.steps.len());
        for (i, step) in course.steps.iter().enumerate() {
            let goal = t(&step.key(id, None));
            println!(
                "  {:>2} {:<12} {:<17} {goal}",
                i + 1,
                step.name,
                step.rulings.join(" ")
            );
            if records {
                if let Ok(record) = lesson::captioned(&step.record, &goal) {
                    println!("     {record}");
                }
            }
        }
        let problems = check::check(&course);
        for problem in &problems {
            eprintln!("quintet: {id} {problem}");
        }
        let mut missing = 0;
        for (code, text) in CATALOGS {
            let keys: Vec<String> = check::words(&course, text, code)
                .into_iter()
                .filter_map(|p| match p.what {
                    check::Trouble::Word(key, _) => Some(key),
                    _ => None,
                })
                .collect();
            if let Some(first) = keys.first() {
                eprintln!(
                    "quintet: {id}: {} words missing in {code} (locales/{code}/lessons-{id}.ftl), from {first}",
                    keys.len()
                );
            }
            missing += keys.len();
        }
        if problems.is_empty() && missing == 0 {
            let codes: Vec<&str> = CATALOGS.iter().map(|(code, _)| *code).collect();
            println!(
                "  ok: every line reaches its goal and every wrong try is refused with a reason; words in {}",
                codes.join(", ")
            );
        }
        sound &= problems.is_empty() && missing == 0;
    }
    i18n::use_builtin("en");
    Ok(sound)
}
