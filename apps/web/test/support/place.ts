import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types into one of the address place pickers (province, ward) and chooses the first match once
 * the list shows it: the places may still be loading when the text is typed, and Enter chooses
 * only from an open list.
 */
export async function choosePlace(scope: Locator, label: string, typed: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await expect.poll(() => box.isDisabled()).toBe(false);
  await box.fill(typed);
  await scope.page().getByRole('option').first().waitFor();
  await box.press('Enter');
}
