// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bodyKey, readFirstView, resetFirstView, takeFirstViewAnswer } from './first-view.ts';

function embed(text: string): void {
  document.body.innerHTML = `<script id="first-view" type="application/json">${text}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  resetFirstView();
});

describe('first view answers', () => {
  it('matches bodies whatever the order of their keys; undefined values count as missing', () => {
    expect(bodyKey({ b: 1, a: { d: 2, c: [3, { f: 4, e: 5 }] } })).toBe(
      bodyKey({ a: { c: [3, { e: 5, f: 4 }], d: 2 }, b: 1 }),
    );
    expect(bodyKey({ articleGroup: 7, pattern: undefined })).toBe(bodyKey({ articleGroup: 7 }));
    expect(bodyKey(undefined)).toBe(bodyKey({}));
    expect(bodyKey({ limit: 4 })).not.toBe(bodyKey({ limit: 5 }));
  });

  it('gives the embedded answer of a call and body once', () => {
    embed(
      JSON.stringify([
        { call: 'articleContainer/ajaxList', body: { limit: 4, recommended: true, lang: 'en' }, answer: [{ id: 1 }] },
        { call: 'articleContainer/ajaxList', body: { limit: 9, offset: 0, sort: 'position', lang: 'en' }, answer: [] },
        { call: 'articleGroup/ajaxGetArticleGroupsForCustomer', body: {}, answer: [{ id: 3 }] },
      ]),
    );
    expect(takeFirstViewAnswer('articleContainer/ajaxList', { recommended: true, limit: 4, lang: 'en' })).toEqual([
      { id: 1 },
    ]);
    expect(
      takeFirstViewAnswer('articleContainer/ajaxList', { recommended: true, limit: 4, lang: 'en' }),
    ).toBeUndefined();
    // Another language, another body: no answer.
    expect(
      takeFirstViewAnswer('articleContainer/ajaxList', { limit: 9, offset: 0, sort: 'position', lang: 'sv' }),
    ).toBeUndefined();
    expect(takeFirstViewAnswer('articleGroup/ajaxGetArticleGroupsForCustomer', {})).toEqual([{ id: 3 }]);
  });

  it('has no answers without the script or with unusable content', () => {
    expect(readFirstView()).toEqual([]);
    resetFirstView();
    embed('not json');
    expect(readFirstView()).toEqual([]);
    resetFirstView();
    embed(JSON.stringify({ call: 'x' }));
    expect(readFirstView()).toEqual([]);
    resetFirstView();
    embed(
      JSON.stringify([
        { call: 'x', body: {} },
        { call: 7, answer: 1 },
      ]),
    );
    expect(readFirstView()).toEqual([]);
  });
});
