import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The order manager's sound (issue 16): browsers let a page play sound only after the user touched
 * it, so the sound is switched on with one click (remembered on this device) and then rings every few
 * seconds while some new order is unseen. Two short tones from the Web Audio API: no sound file to
 * download.
 */

const STORAGE_KEY = 'comanda.orderSound';
const REPEAT_MS = 5_000;

function beep(context: AudioContext): void {
  const start = context.currentTime;
  for (const [offset, frequency] of [[0, 880], [0.22, 1175]] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.2);
  }
}

function remembered(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function remember(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export interface NewOrderAlert {
  /** The sound is on (the user switched it on, and the browser let it play). */
  on: boolean;
  /** The user asked for sound, on this device, but the browser waits for a click to play it. */
  blocked: boolean;
  toggle: () => void;
}

/** Rings while `ringing` (some new order is unseen), once the user switched the sound on. */
export function useNewOrderAlert(ringing: boolean): NewOrderAlert {
  const context = useRef<AudioContext | null>(null);
  const [wanted, setWanted] = useState(remembered);
  const [running, setRunning] = useState(false);

  const start = useCallback(() => {
    context.current ??= new AudioContext();
    void context.current.resume().then(() => setRunning(context.current?.state === 'running'));
  }, []);

  // A remembered choice tries at once (allowed after an earlier click on this site in some browsers).
  useEffect(() => {
    if (wanted && typeof AudioContext !== 'undefined') start();
  }, [wanted, start]);

  useEffect(() => {
    const audio = context.current;
    if (!ringing || !wanted || !running || !audio) return;
    beep(audio);
    const timer = setInterval(() => beep(audio), REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, wanted, running]);

  useEffect(() => () => void context.current?.close(), []);

  const toggle = useCallback(() => {
    const next = !wanted;
    setWanted(next);
    remember(next);
    if (next && typeof AudioContext !== 'undefined') start();
  }, [wanted, start]);

  return { on: wanted && running, blocked: wanted && !running, toggle };
}
