// `create-admin` never takes the password on the command line, where npm echoes it. The
// password comes from standard input only: typed at a prompt that does not echo it (twice) when
// standard input is a terminal, or the next line of what is piped in otherwise. The other values may
// be flags; missing ones are asked (terminal) or read as the next lines (pipe), in the order
// identification, name, e-mail, password.
import readline from 'node:readline/promises';

export interface AdminValues { identification: string; name: string; email: string; password: string }
export type AdminFlags = Partial<Omit<AdminValues, 'password'>>;

interface In extends NodeJS.ReadableStream { isTTY?: boolean; setRawMode?(mode: boolean): unknown }

export const PASSWORD_FLAG_REFUSED =
  'Not created: --password is not accepted (npm prints the command line and the shell keeps it in its history). ' +
  'Type the password at the prompt, or pipe it on standard input: printf "%s\\n" "$PASSWORD" | npm run create-admin --workspace @portal/api -- --identification ... --name ... --email ...';

const FIELDS = [
  ['identification', 'Identification number: '],
  ['name', 'Full name: '],
  ['email', 'E-mail: '],
] as const;

/** every line of a piped standard input */
async function readLines(input: In): Promise<string[]> {
  let text = '';
  for await (const chunk of input) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text.split(/\r?\n/);
}

/** one line typed on the terminal without echo (raw mode; Backspace edits, Ctrl-C aborts) */
function readHidden(input: In, output: NodeJS.WritableStream, question: string): Promise<string> {
  output.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    input.setRawMode?.(true);
    input.resume();
    const done = (err: Error | null) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (err) reject(err);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done(null);
        if (ch === '\u0003') return done(new Error('Not created: cancelled.'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed += ch;
      }
    };
    input.on('data', onData);
  });
}

/** The values of the new administrator: flags first, then standard input as described above. */
export async function readAdminValues(flags: AdminFlags, io: { input: In; output: NodeJS.WritableStream }): Promise<AdminValues> {
  const values: Partial<AdminValues> = { ...flags };
  if (!io.input.isTTY) {
    const lines = await readLines(io.input);
    for (const [key] of FIELDS) if (values[key] === undefined) values[key] = (lines.shift() ?? '').trim();
    // the password as typed: only the line end is taken off
    values.password = lines.shift() ?? '';
    return values as AdminValues;
  }
  const rl = readline.createInterface({ input: io.input, output: io.output });
  try {
    for (const [key, question] of FIELDS) if (values[key] === undefined) values[key] = (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
  const password = await readHidden(io.input, io.output, 'Password (not shown): ');
  const repeated = await readHidden(io.input, io.output, 'Repeat the password: ');
  if (password !== repeated) throw new Error('Not created: the two passwords differ.');
  return { ...(values as Omit<AdminValues, 'password'>), password };
}
