import { useEffect, useRef, useState } from 'react';
import type SignaturePadLib from 'signature_pad';

export interface SignaturePadProps {
  label: string;
  /** A PNG data URL once something is drawn, null when cleared. */
  onChange: (dataUrl: string | null) => void;
}

/** A finger or mouse signature, sized to its box and kept sharp on dense screens. */
export function SignaturePad({ label, onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const el = canvas.current!;
    let p: SignaturePadLib | null = null;
    let gone = false;
    const fit = () => {
      if (!p) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      // A resized canvas is blank: the drawing is redrawn from its strokes.
      p.fromData(p.toData());
    };
    const ended = () => p && changed.current(p.isEmpty() ? null : p.toDataURL('image/png'));
    // The drawing library comes after the page is shown: nobody signs before reading.
    void import('signature_pad').then(({ default: Lib }) => {
      if (gone) return;
      p = new Lib(el);
      pad.current = p;
      setReady(true);
      fit();
      p.addEventListener('endStroke', ended);
      window.addEventListener('resize', fit);
    });
    return () => {
      gone = true;
      window.removeEventListener('resize', fit);
      p?.removeEventListener('endStroke', ended);
      p?.off();
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    onChange(null);
  };

  return (
    <div className="cp-public-field">
      <span>{label}</span>
      <canvas ref={canvas} className="cp-sign-canvas" aria-label={label} aria-busy={!ready} />
      <button type="button" className="cp-public-link cp-sign-clear" onClick={clear}>
        Clear signature
      </button>
    </div>
  );
}
