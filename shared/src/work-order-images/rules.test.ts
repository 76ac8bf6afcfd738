import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WorkOrderImageMessages as M } from './messages';
import { CAPTION_MAX, fitCaption } from './rules';

describe('image captions', () => {
  it('keeps captions up to 200 characters and cuts longer ones with the warning', () => {
    expect(fitCaption('  Split leader  ')).toEqual({ caption: 'Split leader', warning: null });
    expect(fitCaption('   ')).toEqual({ caption: null, warning: null });
    expect(fitCaption(null)).toEqual({ caption: null, warning: null });
    expect(fitCaption('a'.repeat(200))).toEqual({ caption: 'a'.repeat(200), warning: null });
    expect(fitCaption('b'.repeat(201))).toEqual({ caption: 'b'.repeat(200), warning: M.CaptionTooLong });
    expect(M.CaptionTooLong).toBe('Caption cannot exceed 200 characters.');
  });

  it('never stores more than 200 characters and warns exactly when it cut', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const { caption, warning } = fitCaption(text);
        expect(Array.from(caption ?? '').length).toBeLessThanOrEqual(CAPTION_MAX);
        expect(warning !== null).toBe(Array.from(text.trim()).length > CAPTION_MAX);
        if (!warning) expect(caption ?? '').toBe(text.trim());
      }),
    );
  });
});
