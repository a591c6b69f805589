//! The pure UI state machine: the game session, selection, history, ceremonies, URL records.
