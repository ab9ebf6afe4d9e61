/**
 * Words that sit at the core of the most used passwords (the tops of public breach-derived lists such as NCSC's
 * 100k and SecLists' most-common, plus this site's own words). A password whose core, with leading and trailing
 * digits and symbols removed and look-alike characters read as letters, is one of them ("P@ssw0rd1!",
 * "Summer2024!", "Welcome#1") is the first thing an attacker tries, whatever the character-class rules say.
 * Kept small on purpose: the sign-up and reset forms bundle it (a few KB) and check as the user types.
 */
const COMMON_PASSWORD_CORES = `
password passwd passw pass pword secret letmein welcome welcomeback hello hellothere hi admin administrator
root toor login logon user username guest test tester testing temp temporary default changeme change master
access security secure private qwerty qwertz qwert qwer qwe qweasd qweasdzxc qwertyuiop qwertyui azerty asdf
asdfg asdfgh asdfghjkl zxcv zxcvb zxcvbn zxcvbnm qaz qazwsx qazwsxedc zaq zaqxsw zaqwsx wsx abc abcd abcde
abcdef abcdefg abcdefgh abcabc aaa aaaa aaaaaa iloveyou iloveu ilove love loveme lover lovely loveyou
mylove baby babygirl babyboy angel angels princess prince queen king monkey dragon tiger lion bear eagle
falcon shadow superman batman spiderman ironman hulk starwars jedi pokemon naruto ninja matrix hunter
ranger killer sniper soldier freedom whatever trustno trustnoone nothing sunshine sunny summer winter spring
autumn fall january february march april may june july august september october november december monday
friday football baseball basketball soccer hockey golf tennis liverpool chelsea arsenal manchester united
barcelona madrid juventus yankees cowboys eagles steelers lakers michael jordan jennifer jessica ashley
amanda nicole michelle matthew daniel andrew joshua thomas robert william charlie buster bailey buddy
maggie ginger tigger pepper sophie oliver jack harry george jasmine samantha charlotte emily hannah
computer internet google facebook samsung apple microsoft windows linux android iphone cheese chocolate
cookie cookies banana cherry orange peanut butter butterfly flower flowers rainbow unicorn kitten kitty
puppy doggy doggie dog cat mustang corvette ferrari porsche harley guitar music money dollar golden gold
diamond silver purple blue black red green yellow heaven jesus christ god blessed faith hope family
forever friend friends happy smile beach london england america canada australia newyork pakistan india
mypass mypassword newpass newpassword oldpassword letmeinnow open opensesame sesame magic wizard
property properties calculator analysis analyser analyzer airbnb investor investment landlord rental
rentals tenant house home estate realestate deal deals profit
`
  .trim()
  .split(/\s+/);

/** Keyboard walks and number-letter runs that are common as they stand (compared in lower case). */
const COMMON_PASSWORDS_WHOLE = `
1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx 1qaz2wsx3edc q1w2e3r4 q1w2e3r4t5 qwer1234 qwerty123 qwerty1234
zaq12wsx zaq1zaq1 1qazxsw2 a1b2c3d4 abc123 abcd1234 aa123456 123qwe 123qweasd 123abc 1234qwer
`
  .trim()
  .split(/\s+/);

const CORES = new Set(COMMON_PASSWORD_CORES);
const WHOLE = new Set(COMMON_PASSWORDS_WHOLE);

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const readAsLetters = (text: string, one: 'i' | 'l') =>
  [...text].map((c) => (c === '1' || c === '!' || c === '|' ? one : (LOOK_ALIKES[c] ?? c))).join('');

/** True for a password an attacker would try among the first: see COMMON_PASSWORD_CORES. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (WHOLE.has(lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))) return true;
  // The core: what is left once the digits and symbols people pad a word with, front and back, are removed. The
  // padding may begin with a disguised letter ("Hell0!2024"), so cuts within it are tried too.
  const first = lower.search(/[a-z]/);
  if (first === -1) return true; // digits and symbols alone, e.g. "12345678!"
  const last = lower.length - 1 - [...lower].reverse().join('').search(/[a-z]/);
  // Disguised letters sit next to the word, so a few cuts each side suffice (and a 256-character password stays cheap).
  for (let start = Math.max(0, first - 3); start <= first; start++) {
    for (let end = last + 1; end <= Math.min(lower.length, last + 4); end++) {
      const core = lower.slice(start, end);
      if (CORES.has(readAsLetters(core, 'i')) || CORES.has(readAsLetters(core, 'l'))) return true;
    }
  }
  return false;
}
