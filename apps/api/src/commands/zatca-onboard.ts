// `npm run zatca:onboard -- --otp 123456`: onboards this installation's ZATCA invoicing unit, or rotates its key and
// certificates (decision 167). The one-time code comes from the Fatoora portal (valid one hour). Needs ZATCA_MODE
// and the unit's details (docs/configuration.md). With the embedded database, stop the server first.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { runOnboarding } from '../modules/zatca/onboard-command.ts';
import { OnboardingFailed } from '../modules/zatca/onboarding.ts';
import { readDotEnv } from './dot-env.ts';

async function main(): Promise<void> {
  readDotEnv();
  const { values } = parseArgs({ options: { otp: { type: 'string' } }, strict: true });
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { seedDemo: false });
    console.log(await runOnboarding(database.db, config, values.otp ?? ''));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  if (error instanceof OnboardingFailed) {
    console.error([error.message, ...error.messages.map((m) => `  ${m.code ?? ''} ${m.message ?? ''}`)].join('\n'));
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
