/**
 * `npm run admin -- grant someone@example.com` / `npm run admin -- revoke someone@example.com`:
 * makes an existing account an admin, or a user again, with a row in the audit log.
 */
import { loadConfig } from "../config.ts";
import { setRoleByEmail } from "../lib/audit.ts";
import { openConfiguredDatabase } from "./client.ts";

const [command, email, ...rest] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email || rest.length) {
  console.error("Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>");
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const outcome = await setRoleByEmail(database.db, email, command === "grant" ? "admin" : "user");
  if (outcome === "no-account") {
    console.error(`No account has the e-mail ${email}. It must sign up first (or list it in ADMIN_EMAILS).`);
    process.exitCode = 1;
  } else {
    const role = command === "grant" ? "an admin" : "not an admin";
    console.log(outcome === "changed" ? `${email} is now ${role}.` : `${email} was already ${role}.`);
  }
} finally {
  await database.close();
}
