/**
 * The import boundaries are checked by `npm run lint`: code placed (virtually) in the real folders
 * is linted with the repository's own eslint.config.js, and the violations must be reported.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // The fixtures exist only in memory, so no tsconfig program has them: they are parsed without
    // type information, which the boundaries rule does not use. Everything else is the real config.
    overrideConfig: tseslint.configs.disableTypeChecked,
    ruleFilter: ({ ruleId }) => ruleId === "boundaries/imports",
  });
});

/** The `boundaries/imports` messages for `code` as if it were the file at `file` (relative to the root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, "the fixture parses").toEqual([]);
  return result!.messages.filter((m) => m.ruleId === "boundaries/imports").map((m) => m.message);
}

const BOOKINGS_FILE = "apps/web/src/features/bookings/components/lint-fixture.tsx";

describe("web features", () => {
  it("may not import another feature, through the alias or a relative path", async () => {
    const errors = await boundaryErrors(
      BOOKINGS_FILE,
      `import { ExpertCard } from "@/features/experts/components/expert-card.tsx";
       import { AuthForm } from "../../auth/components/auth-form.tsx";
       export { ExpertCard, AuthForm };`,
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/Feature "bookings" imports feature "experts"/);
    expect(errors[1]).toMatch(/Feature "bookings" imports feature "auth"/);
  });

  it("counts a type-only import from another feature too", async () => {
    const errors = await boundaryErrors(BOOKINGS_FILE, `import type { Doubt } from "@/features/doubts/api/get-doubts.ts";\nexport type { Doubt };`);
    expect(errors).toHaveLength(1);
  });

  it("may import its own files, components/, lib/ and packages/shared", async () => {
    const errors = await boundaryErrors(
      BOOKINGS_FILE,
      `import { BookingCard } from "./booking-card.tsx";
       import { Button } from "@/components/ui/button.tsx";
       import { formatRupees } from "../../../lib/format.ts";
       import { BOOKING_MESSAGES } from "@expertconnect/shared/schemas/bookings";
       export { BookingCard, Button, formatRupees, BOOKING_MESSAGES };`,
    );
    expect(errors).toEqual([]);
  });

  it("may not import the app shell", async () => {
    const errors = await boundaryErrors(BOOKINGS_FILE, `import { router } from "@/app/router.tsx";\nexport { router };`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/imports the app shell/);
  });

  it("covers a feature that does not exist yet", async () => {
    const errors = await boundaryErrors("apps/web/src/features/new-feature/components/x.tsx", `export * from "../../bookings/components/booking-card.tsx";`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Feature "new-feature" imports feature "bookings"/);
  });
});

describe("the web app and the server", () => {
  it("refuses a run-time import of server code, by package name or relative path", async () => {
    const errors = await boundaryErrors(
      BOOKINGS_FILE,
      `import { createApp } from "@expertconnect/server/app.ts";
       import { isUuid } from "../../../../../server/src/lib/errors.ts";
       export { createApp, isUuid };`,
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/imports server code at run time/);
  });

  it("counts `import { type X }` as a run-time import (the statement stays in the bundle)", async () => {
    const errors = await boundaryErrors("apps/web/src/lib/lint-fixture.ts", `import { type AppType } from "@expertconnect/server/app.ts";\nexport type { AppType };`);
    expect(errors).toHaveLength(1);
  });

  it("allows `import type` from the server", async () => {
    const errors = await boundaryErrors(
      "apps/web/src/lib/lint-fixture.ts",
      `import type { AppType } from "@expertconnect/server/app.ts";
       export type Client = AppType;
       export type Routes = typeof import("@expertconnect/server/features/doubts/doubts.routes.ts");`,
    );
    expect(errors).toEqual([]);
  });

  it("keeps components/ and lib/ below the features", async () => {
    const errors = await boundaryErrors("apps/web/src/components/ui/lint-fixture.tsx", `import { AuthForm } from "@/features/auth/components/auth-form.tsx";\nexport { AuthForm };`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/import no feature/);
  });

  it("refuses the web app in the server", async () => {
    const errors = await boundaryErrors("apps/server/src/lib/lint-fixture.ts", `import { formatRupees } from "../../../web/src/lib/format.ts";\nexport { formatRupees };`);
    expect(errors).toHaveLength(1);
  });
});

describe("the server's layers", () => {
  it("keep lib/ and db/ below the features and the composition root, by any path", async () => {
    const errors = await boundaryErrors(
      "apps/server/src/lib/lint-fixture.ts",
      `import { createNotifier } from "../features/notifications/notify.ts";
       import type { WalletRoutes } from "@expertconnect/server/features/wallet/wallet.routes.ts";
       import { createApp } from "../app.ts";
       import { createJobHandlers } from "../job-handlers.ts";
       export { createNotifier, createApp, createJobHandlers };
       export type { WalletRoutes };`,
    );
    expect(errors).toHaveLength(4);
    for (const error of errors) expect(error).toMatch(/lib\/ and db\/ are the server's base/);
    const db = await boundaryErrors("apps/server/src/db/lint-fixture.ts", `import { setRoleByEmail } from "../features/admin/admin.queries.ts";\nexport { setRoleByEmail };`);
    expect(db).toHaveLength(1);
  });

  it("keep features below the composition root", async () => {
    const errors = await boundaryErrors("apps/server/src/features/wallet/lint-fixture.ts", `import { buildDeps } from "../../server.ts";\nexport { buildDeps };`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/imports the composition root/);
  });

  it("let lib/ use lib/, db/ and the configuration, features use lib/ and other features, and tests anything", async () => {
    const base = await boundaryErrors(
      "apps/server/src/lib/lint-fixture.ts",
      `import type { Config } from "../config.ts";
       import { rows } from "../db/client.ts";
       import { writeAudit } from "./audit.ts";
       export { rows, writeAudit };
       export type { Config };`,
    );
    expect(base).toEqual([]);
    const feature = await boundaryErrors(
      "apps/server/src/features/bookings/lint-fixture.ts",
      `import { writeAudit } from "../../lib/audit.ts";
       import { refundHold } from "../wallet/wallet.ledger.ts";
       export { writeAudit, refundHold };`,
    );
    expect(feature).toEqual([]);
    const test = await boundaryErrors("apps/server/src/lib/jobs/lint-fixture.test.ts", `import { createJobHandlers } from "../../job-handlers.ts";\nexport { createJobHandlers };`);
    expect(test).toEqual([]);
  });
});

describe("packages/shared", () => {
  it("imports no app, not even types", async () => {
    const errors = await boundaryErrors(
      "packages/shared/src/lint-fixture.ts",
      `import type { AppType } from "@expertconnect/server/app.ts";
       import { cn } from "@expertconnect/web/lib/cn.ts";
       import { config } from "../../../apps/server/src/config.ts";
       export type { AppType };
       export { cn, config };`,
    );
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toMatch(/packages\/shared imports an app/);
  });

  it("may import its own files", async () => {
    const errors = await boundaryErrors("packages/shared/src/lint-fixture.ts", `import { CATEGORIES } from "./categories.ts";\nexport { CATEGORIES };`);
    expect(errors).toEqual([]);
  });
});
