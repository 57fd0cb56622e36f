//! The bytes of a checked-in automaton, aligned as its transition table
//! must be to be read in place (`regex-automata` reads `u32`s).

/// The bytes of a file, aligned as a DFA's transition table must be.
#[repr(C)]
pub(crate) struct Aligned<B: ?Sized> {
    pub(crate) _align: [u32; 0],
    pub(crate) bytes: B,
}
