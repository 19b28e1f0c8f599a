import { type Browser, chromium, type LaunchOptions } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH, PLAYWRIGHT_DISABLED_FEATURES } from './support/server';

/**
 * How the browser tests launch chromium (support/server.ts, decision 0409): one `--disable-features`
 * switch, Playwright's list and ours, since chromium honours only the last one it is given.
 */
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The browser process's command line, as chrome://version shows it. */
async function commandLine(options: LaunchOptions): Promise<string[]> {
  browser = await chromium.launch(options);
  const page = await (await browser.newContext()).newPage();
  await page.goto('chrome://version');
  return ((await page.locator('#command_line').textContent()) ?? '').trim().split(/\s+/);
}

const disabledFeatures = (switches: string[]) =>
  switches.filter((s) => s.startsWith('--disable-features=')).map((s) => s.slice('--disable-features='.length).split(','));

describe('chromium as the browser tests launch it', () => {
  it("keeps Playwright's disabled features in the one --disable-features switch, with the omnibox popups", async () => {
    const ours = disabledFeatures(await commandLine(CHROMIUM_LAUNCH));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });

  it('mirrors the list Playwright passes on its own (update PLAYWRIGHT_DISABLED_FEATURES when this fails)', async () => {
    const { ignoreDefaultArgs: _, args, ...plain } = CHROMIUM_LAUNCH;
    const playwright = disabledFeatures(
      await commandLine({ ...plain, args: args.filter((a) => !a.startsWith('--disable-features=')) }),
    );
    expect(playwright).toHaveLength(1);
    expect(playwright[0]).toEqual(PLAYWRIGHT_DISABLED_FEATURES);
  });

  it('opens pages without the omnibox WebUI renderer beside them', async () => {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const cdp = await browser.newBrowserCDPSession();
    for (let i = 0; i < 2; i++) await (await (await browser.newContext()).newPage()).goto('data:text/html,<h1>Sen</h1>');
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ type: string; url: string }> };
    expect(targetInfos.filter((t) => t.type === 'page')).toHaveLength(2);
    expect(targetInfos.filter((t) => t.url.includes('top-chrome'))).toEqual([]);
  });
});
