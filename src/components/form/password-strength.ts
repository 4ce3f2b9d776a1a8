export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  label: string;
  /** One thing that would make the password harder to guess, or null when it is already strong. */
  advice: string | null;
}

const LABELS = ["Very weak", "Weak", "Fair", "Good", "Strong"] as const;

// The passwords every guessing list starts with, plus the words a guess about this service
// would try first. Compared after stripping the digits and symbols people tack on at the end.
const COMMON = new Set([
  "password",
  "passw0rd",
  "qwerty",
  "qwertyuiop",
  "asdfgh",
  "zxcvbn",
  "letmein",
  "welcome",
  "iloveyou",
  "admin",
  "login",
  "abc",
  "monkey",
  "dragon",
  "football",
  "sunshine",
  "princess",
  "master",
  "secret",
  "changeme",
  "ekoluxe",
  "lagos",
  "nigeria",
  "naija",
]);

const CHARACTER_CLASSES = [
  { pattern: /[a-z]/u, size: 26 },
  { pattern: /[A-Z]/u, size: 26 },
  { pattern: /\d/u, size: 10 },
  { pattern: /[^a-zA-Z\d]/u, size: 33 },
];

const SEQUENCES = [
  "abcdefghijklmnopqrstuvwxyz",
  "01234567890",
  "qwertyuiop",
  "asdfghjkl",
  "zxcvbnm",
];

function isSequence(text: string): boolean {
  if (text.length < 4) return false;
  return SEQUENCES.some(
    (run) => run.includes(text) || [...run].reverse().join("").includes(text),
  );
}

/**
 * A rough estimate of how hard a password is to guess: the size of the alphabet it draws on and
 * its length, discounted for repeats, keyboard runs, common words and the person's own details.
 * It cannot know everything an attacker's list holds, so it says "estimate" and never promises.
 */
export function estimatePasswordStrength(
  password: string,
  personal: readonly string[] = [],
): PasswordStrength {
  const lower = password.toLowerCase();
  const core = lower.replace(/[\d\W_]+$/u, "").replace(/^[\d\W_]+/u, "");
  const mentionsPersonal = personal
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3)
    .some((word) => lower.includes(word));
  const guessable =
    COMMON.has(core) ||
    COMMON.has(lower) ||
    /^(.)\1*$/u.test(password) ||
    isSequence(lower) ||
    mentionsPersonal;

  const used = CHARACTER_CLASSES.filter(({ pattern }) =>
    pattern.test(password),
  );
  const pool = used.reduce((sum, { size }) => sum + size, 0);
  const distinct = new Set(password).size;
  // Repeated characters add little: count each distinct one fully and the rest at a quarter.
  const effectiveLength = distinct + (password.length - distinct) / 4;
  const bits = effectiveLength * Math.log2(Math.max(pool, 1));

  let score: PasswordScore =
    bits < 28 ? 0 : bits < 36 ? 1 : bits < 50 ? 2 : bits < 65 ? 3 : 4;
  if (guessable) score = Math.min(score, 1) as PasswordScore;
  if (password.length < 6) score = 0;

  return {
    score,
    label: LABELS[score],
    advice: adviceFor(password, score, guessable, used.length),
  };
}

function adviceFor(
  password: string,
  score: PasswordScore,
  guessable: boolean,
  classes: number,
): string | null {
  if (password.length < 6) return "Use at least 6 characters.";
  if (guessable)
    return "Avoid common words, keyboard runs and your own name or e-mail.";
  if (score >= 3) return null;
  if (password.length < 12)
    return "Longer is stronger: try 12 or more characters, or a few unrelated words.";
  if (classes < 2) return "Mix in numbers, capitals or symbols.";
  return "Add a few more unrelated words or characters.";
}
