// The phone the start-up benchmarks open the app on: headless Chromium at 390×844, DPR 3, touch,
// in a fresh profile of its own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { CHROMIUM_ARGS } from "../../browser/lib/harness.mjs";

// playwright-core is installed with the browser tests.
const { chromium } = createRequire(new URL("../../browser/package.json", import.meta.url))("playwright-core");

/** A persistent context in a new profile (`prefix` names its folder); `worker` false blocks
 * service workers. Returns the context and a `close()` that also deletes the profile. */
export async function launchPhone(prefix, { worker = true } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: worker ? "allow" : "block",
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
