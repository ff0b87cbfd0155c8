import { vi } from 'vitest';
import type { FakeAnswer } from './render.tsx';

export type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** Stands in for XMLHttpRequest (uploads): reports half the upload sent, then answers. */
export function fakeXhr(answer: (sent: Sent) => FakeAnswer) {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          const a = answer(this.request);
          this.status = a.status;
          this.responseText = a.body === undefined ? '' : JSON.stringify(a.body);
          this.onload?.();
        }, 10);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
