/**
 * `npm run seed`: applies migrations and inserts the demo data and demo accounts (idempotent).
 * `npm run seed -- --reset-demo-passwords` gives every demo account a new password and prints it.
 */
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "./client.ts";
import { formatCredentials, seedDemoAccounts } from "./demo-accounts.ts";
import { seedDemoData } from "./seed.ts";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--reset-demo-passwords");
if (unknown.length) {
  console.error(`Unknown argument ${unknown.join(" ")}. Usage: npm run seed [-- --reset-demo-passwords]`);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const result = await seedDemoData(database.db);
  console.log(`Seeded demo data (${database.driver}): ${result.experts} experts in the database.`);
  const credentials = await seedDemoAccounts(database.db, { resetPasswords: args.includes("--reset-demo-passwords") });
  if (credentials.length) {
    console.log(`Demo accounts (passwords are shown only now; stored as hashes):\n${formatCredentials(credentials)}`);
  } else {
    console.log("Demo accounts already exist; run `npm run seed -- --reset-demo-passwords` for new passwords.");
  }
} finally {
  await database.close();
}
