import { parseArgs } from 'node:util';
import { EmailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { loadConfig } from '../config';
import { openShopDatabase } from '../database';
import { keepNewFilesPrivate } from '../db/private-files';
import { createOrPromoteAdmin, generatePassword, removeDemoAccounts } from './create-admin';

// `npm run create-admin -- --email you@your-shop.vn [--name …] [--generate] [--remove-demo-accounts]`
// creates the account (or promotes an existing one) as an admin with a verified e-mail. The
// password is typed on a terminal, or generated (no terminal, or --generate) and printed once.
const USAGE =
  'Usage: npm run create-admin -- --email you@your-shop.vn [--name "Your Name"] [--generate] [--remove-demo-accounts]\n';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string', default: 'Quản trị viên' },
    generate: { type: 'boolean', default: false },
    'remove-demo-accounts': { type: 'boolean', default: false },
  },
});
const email = EmailSchema.safeParse(values.email ?? '');
if (!values.email || !email.success) {
  process.stderr.write(values.email ? `Not an e-mail address: ${values.email}\n${USAGE}` : USAGE);
  process.exit(2);
}

/** Reads a line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function typedPassword(): Promise<string> {
  for (;;) {
    const password = await askHidden(`New password for ${email.data}: `);
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      process.stdout.write(
        `The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.\n`,
      );
      continue;
    }
    if ((await askHidden('Again: ')) === password) return password;
    process.stdout.write('The two did not match.\n');
  }
}

const generated = values.generate || !process.stdin.isTTY;
const password = generated ? generatePassword() : await typedPassword();

keepNewFilesPrivate();
const config = loadConfig();
// The embedded database takes its lock here: with a shop running on it, this refuses.
const database = await openShopDatabase(config).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
try {
  const outcome = await createOrPromoteAdmin(database.db, {
    email: email.data,
    password,
    name: values.name,
  });
  process.stdout.write(
    `${outcome === 'created' ? 'Created' : 'Promoted'} admin ${email.data} (e-mail verified).\n`,
  );
  if (generated) {
    process.stdout.write(`Password (shown only this once): ${password}\n`);
  }
  if (values['remove-demo-accounts']) {
    const removal = await removeDemoAccounts(database.db, email.data);
    for (const gone of removal.deleted) process.stdout.write(`Removed demo account ${gone}.\n`);
    for (const kept of removal.suspended) {
      process.stdout.write(
        `Suspended demo account ${kept} (it has orders) and replaced its password.\n`,
      );
    }
  }
} finally {
  await database.close();
}
