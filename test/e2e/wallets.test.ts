import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWallets } from '../../functions/data/wallet';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';

/**
 * A browser wallet made of two halves: an EIP-1193 provider injected into the page (as MetaMask injects
 * `window.ethereum`) and its key, which stays in Node and signs each personal_sign request the page makes.
 */
const PRIVATE_KEY = hexToBytes('4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
const ADDRESS = `0x${bytesToHex(keccak_256(secp256k1.getPublicKey(PRIVATE_KEY, false).slice(1)).slice(-20))}`;
const POLYGON_CHAIN_ID = '0x89';

/** EIP-191 personal_sign: keccak256("\x19Ethereum Signed Message:\n" + length + message), signed r || s || v. */
function personalSign(messageHex: string): string {
  const message = hexToBytes(messageHex.replace(/^0x/, ''));
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${message.length}`);
  const digest = keccak_256(new Uint8Array([...prefix, ...message]));
  const signature = secp256k1.Signature.fromBytes(
    secp256k1.sign(digest, PRIVATE_KEY, { prehash: false, format: 'recovered' }),
    'recovered',
  );
  return `0x${bytesToHex(signature.toBytes('compact'))}${(27 + (signature.recovery ?? 0)).toString(16)}`;
}

/** The page half: answers the account and chain itself, and hands personal_sign to the Node half. */
function injectProvider({ address, chainId }: { address: string; chainId: string }) {
  const page = window as unknown as {
    ethereum: unknown;
    signPersonalMessage: (message: string, signer: string) => Promise<string>;
  };
  page.ethereum = {
    isMetaMask: true,
    request: async ({ method, params = [] }: { method: string; params?: string[] }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
      if (method === 'eth_chainId') return chainId;
      if (method === 'personal_sign') return page.signPersonalMessage(params[0] ?? '', params[1] ?? '');
      throw { code: 4200, message: `${method} is not supported` };
    },
  };
}

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;
const signed: string[] = [];

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  collector = await createCollector(cloud);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.exposeFunction('signPersonalMessage', (messageHex: string, signer: string) => {
    if (signer.toLowerCase() !== ADDRESS) throw new Error(`asked to sign for ${signer}`);
    signed.push(Buffer.from(messageHex.slice(2), 'hex').toString('utf8'));
    return personalSign(messageHex);
  });
  await page.addInitScript(injectProvider, { address: ADDRESS, chainId: POLYGON_CHAIN_ID });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe('linked wallets', () => {
  it('links a browser wallet on Polygon by signing, lists it, and unlinks it', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await page.goto(`${cloud.url}/app/account/settings`);
    await sessionRestored(page);
    const panel = page.getByRole('region', { name: 'Wallets' });
    await panel.getByText('No wallets linked yet.').waitFor();

    // The local cloud turns every flag on, walletConnectEnabled with them: the Polygon card shows.
    await panel.getByTestId('chain-card-polygon').getByRole('button', { name: 'Link a wallet' }).click();
    const row = panel.getByTestId('linked-wallet');
    await row.waitFor();
    expect(await row.textContent()).toContain(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`);
    expect(await row.textContent()).toContain('Polygon · MetaMask');
    expect(signed).toEqual([`Link this wallet to your Collectibles account: ${collector.user.uuid}`]);
    const stored = await listWallets(cloud.deps.db, collector.user.uuid);
    expect(stored.map(({ address, network, connection }) => ({ address, network, connection }))).toEqual([
      { address: ADDRESS, network: 'polygon', connection: 'metamask' },
    ]);
    await screenshot(page, 'wallets-linked-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    const unlink = row.getByRole('button', { name: 'Unlink' });
    const panelBox = (await panel.boundingBox())!;
    const unlinkBox = (await unlink.boundingBox())!;
    expect(unlinkBox.x + unlinkBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    // The panel needs no more than a phone's width (the page's other sections are measured on their own).
    const minContentWidth = await panel.evaluate((section) => {
      section.style.width = 'min-content';
      const width = section.getBoundingClientRect().width;
      section.style.width = '';
      return width;
    });
    expect(minContentWidth).toBeLessThanOrEqual(390 - 2 * panelBox.x);
    // Nor does the whole settings page (a select's long options once widened it).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'wallets-linked-390');

    await unlink.click();
    const dialog = page.getByRole('dialog', { name: 'Unlink wallet' });
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await panel.getByText('No wallets linked yet.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await listWallets(cloud.deps.db, collector.user.uuid)).toEqual([]);
  });
});
