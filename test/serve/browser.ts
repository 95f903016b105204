// Headless Chromium (Debian's `chromium`, no browser download) driven over the DevTools protocol on
// a pipe (--remote-debugging-pipe: NUL-terminated JSON on file descriptors 3 and 4), so that a test
// can load a page, click and type as a user does, read the page, and take screenshots.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** $CHROMIUM, or the first `chromium` on the PATH, or Debian's /usr/bin/chromium. */
export const CHROMIUM = process.env.CHROMIUM
  ?? (process.env.PATH ?? '').split(delimiter).map((d) => join(d, 'chromium')).find((f) => existsSync(f))
  ?? '/usr/bin/chromium';

export class Browser {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  private session = '';

  private constructor(private readonly child: ChildProcess, private readonly profile: string) {
    let buffer = '';
    (child.stdio[4] as Readable).on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
        const message = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        const w = message.id !== undefined ? this.waiting.get(message.id) : undefined;
        if (!w) continue;
        this.waiting.delete(message.id);
        if (message.error) w.reject(new Error(`${message.error.message} (${message.error.code})`));
        else w.resolve(message.result);
      }
    });
  }

  /** A headless Chromium with a fresh profile and one page, `width` by `height` CSS pixels. */
  static async open(width: number, height: number): Promise<Browser> {
    const profile = mkdtempSync(join(tmpdir(), 'talisman-cdp-'));
    const child = spawn(CHROMIUM, [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-extensions', '--hide-scrollbars', `--user-data-dir=${profile}`,
      '--remote-debugging-pipe', 'about:blank',
    ], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
    const b = new Browser(child, profile);
    const { targetInfos } = await b.send('Target.getTargets');
    const page = targetInfos.find((t: any) => t.type === 'page');
    b.session = (await b.send('Target.attachToTarget', { targetId: page.targetId, flatten: true })).sessionId;
    await b.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    return b;
  }

  /** One DevTools command, to the page once attached. */
  send(method: string, params: Record<string, unknown> = {}): Promise<any> {
    const id = this.next++;
    const message = { id, method, params, ...(this.session ? { sessionId: this.session } : {}) };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      (this.child.stdio[3] as Writable).write(`${JSON.stringify(message)}\0`);
    });
  }

  /** The value of a JavaScript expression in the page (awaited when a promise). */
  async eval<T = any>(expression: string): Promise<T> {
    const r = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails) throw new Error(`in the page: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
    return r.result.value as T;
  }

  async goto(url: string): Promise<void> {
    await this.send('Page.navigate', { url });
    await this.until('document.readyState === "complete"');
  }

  /** Wait until `expression` is truthy in the page; its value. */
  async until<T = any>(expression: string, ms = 45_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const v = await this.eval<T>(expression).catch(() => undefined);
      if (v) return v;
      if (Date.now() > end) throw new Error(`waited ${ms} ms for ${expression}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** A mouse click in the middle of the element `selector`, scrolled into view first. */
  async click(selector: string): Promise<void> {
    const at = await this.eval<{ x: number; y: number } | null>(`(() => {
      const e = document.querySelector(${JSON.stringify(selector)});
      if (!e) return null;
      e.scrollIntoView({ block: 'center' });
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    })()`);
    if (!at) throw new Error(`no ${selector} on the page`);
    for (const type of ['mousePressed', 'mouseReleased']) await this.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', clickCount: 1 });
  }

  /** Replace the text of the input `selector` by typing `text` into it. */
  async type(selector: string, text: string): Promise<void> {
    await this.click(selector);
    await this.eval(`document.querySelector(${JSON.stringify(selector)}).select()`);
    await this.send('Input.insertText', { text });
  }

  /** A PNG of the whole page (beyond the window when `full`). */
  async screenshot(full: boolean): Promise<Buffer> {
    const r = await this.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: full });
    return Buffer.from(r.data, 'base64');
  }

  /** Quit Chromium, then remove its profile. */
  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    if (this.child.exitCode === null) {
      this.session = '';
      const quit = setTimeout(() => this.child.kill(), 5000);
      await Promise.race([this.send('Browser.close').catch(() => undefined), exited]);
      await exited;
      clearTimeout(quit);
    }
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
