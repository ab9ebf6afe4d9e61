/**
 * pdfkit's built-in fonts (Helvetica) encode text as WinAnsi: a character outside it prints as garbage, silently.
 * Every string the house surface draws passes through here, so user-entered names can't corrupt a page.
 */

/** The characters WinAnsi puts in 0x80-0x9F (the rest of it is Latin-1). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Common characters outside WinAnsi with a readable stand-in. */
const STAND_INS: Readonly<Record<string, string>> = {
  '\u2212': '\u2013', // minus sign: the en dash is digit-wide, so negative figures still line up
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '\u2013',
  '\u2032': "'",
  '\u2033': '"',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '\t': ' ',
  // Letters with a stroke don't decompose to a base letter.
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\r': '',
};

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    code === 0x0a ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
};

/** The text with every character the standard fonts can't print replaced (a stand-in, an unaccented letter or "?"). */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else if (char in STAND_INS) out += STAND_INS[char];
    else {
      // "ő" → "o": decomposed, the base letter is usually printable.
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}
