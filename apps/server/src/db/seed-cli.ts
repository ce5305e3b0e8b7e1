/** `npm run seed`: applies migrations and inserts the demo data (idempotent). */
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { seedDemoData } from "./seed.ts";
import path from "node:path";

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "pglite"),
});
try {
  const result = await seedDemoData(database.db);
  console.log(`Seeded demo data (${database.driver}): ${result.experts} experts in the database.`);
} finally {
  await database.close();
}
