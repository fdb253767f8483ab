/**
 * Scan feedback sounds made in the browser (Web Audio), no audio files: a short high beep for a
 * counted scan, a low double buzz for anything the worker must look at. Workers hear the result
 * without looking at the screen.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  context ??= new AudioContext();
  // Browsers start the context suspended until a user gesture; a scan (key press) is one.
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(ctx: AudioContext, frequency: number, start: number, duration: number, type: OscillatorType) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + duration + 0.02);
}

export type ScanSound = 'success' | 'error' | 'queued';

/** Which sounds were played, for the browser tests (no speaker there). */
const playedSounds: ScanSound[] = [];

export function playSound(kind: ScanSound) {
  playedSounds.push(kind);
  (window as unknown as { __scanSounds?: ScanSound[] }).__scanSounds = playedSounds;
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  if (kind === 'success') tone(ctx, 1320, now, 0.12, 'sine');
  else if (kind === 'queued') tone(ctx, 660, now, 0.12, 'triangle');
  else {
    tone(ctx, 180, now, 0.16, 'square');
    tone(ctx, 140, now + 0.2, 0.22, 'square');
  }
}
