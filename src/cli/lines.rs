//! The line reader of `check` and `survey`: a stream of any length read in
//! blocks, each block's lines handed over where they lie, so that memory
//! stays flat whatever the input's length.

use rfc1630::diagnose::MAX_INPUT_LEN;
use std::io::{self, Read};

/// One input line, without its `\n` (nor a `\r` before it): its bytes (at
/// most `MAX_INPUT_LEN + 1` of them) and its full length.
pub(crate) struct Line<'b> {
    pub(crate) bytes: &'b [u8],
    pub(crate) len: usize,
}

/// Calls `on_lines` with the lines of `input`, in order, a block at a time.
///
/// The input is read in blocks of [`BLOCK_BYTES`]; `memchr` finds the lines
/// inside a block, which are handed over where they lie (no copy, no
/// allocation per line). A line longer than a block is kept up to the length
/// cap, the rest of it only counted, and it is handed over alone.
pub(crate) fn for_each_block(
    mut input: impl Read,
    mut on_lines: impl FnMut(&[Line]) -> io::Result<()>,
) -> io::Result<()> {
    let mut block = vec![0u8; BLOCK_BYTES];
    // `block[..filled]` holds bytes read and not yet handed over; a partial
    // last line moves to the front before the next read.
    let mut filled = 0;
    let mut eof = false;
    let mut long: Option<LongLine> = None;
    while !eof || filled > 0 {
        while !eof && filled < block.len() {
            match input.read(&mut block[filled..]) {
                Ok(0) => eof = true,
                Ok(n) => filled += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        if let Some(line) = long.as_mut() {
            // The rest of a line longer than a block: counted, not kept.
            let end = memchr::memchr(b'\n', &block[..filled]);
            let rest = end.unwrap_or(filled);
            line.len += rest;
            line.last = block[..rest].last().copied().or(line.last);
            if end.is_some() || eof {
                let len = line.len - usize::from(line.last == Some(b'\r'));
                on_lines(&[Line { bytes: &line.kept, len }])?;
                long = None;
            }
            let consumed = end.map_or(filled, |i| i + 1);
            block.copy_within(consumed..filled, 0);
            filled -= consumed;
            continue;
        }
        let complete = match memchr::memrchr(b'\n', &block[..filled]) {
            Some(last) => last + 1,
            // The rest of the input is one line without its `\n`.
            None if eof => filled,
            // One line fills the whole block: longer than the cap.
            None => {
                let kept = block[..MAX_INPUT_LEN + 1].to_vec();
                long = Some(LongLine { kept, len: filled, last: block.last().copied() });
                filled = 0;
                continue;
            }
        };
        let mut lines = Vec::new();
        let mut start = 0;
        while start < complete {
            let end = memchr::memchr(b'\n', &block[start..complete]).map_or(complete, |i| start + i);
            let bytes = block[start..end].strip_suffix(b"\r").unwrap_or(&block[start..end]);
            lines.push(Line { bytes, len: bytes.len() });
            start = end + 1;
        }
        on_lines(&lines)?;
        block.copy_within(complete..filled, 0);
        filled -= complete;
    }
    Ok(())
}

/// Bytes read at a time: a few thousand lines of work for every core.
const BLOCK_BYTES: usize = 8 * 1024 * 1024;
const _: () = assert!(BLOCK_BYTES > MAX_INPUT_LEN, "a line within the cap fits in one block");

/// A line longer than a block, while the rest of it is read.
struct LongLine {
    /// Its first `MAX_INPUT_LEN + 1` bytes, enough to tell that it is too long.
    kept: Vec<u8>,
    /// Its length so far.
    len: usize,
    /// Its last byte so far, to drop a `\r` before the `\n` from the length.
    last: Option<u8>,
}
