/** A short beep through Web Audio (no sound file): an unknown barcode at the counter. */
let ctx: AudioContext | null = null;

type AudioCtor = typeof AudioContext;

export function beep(frequency = 880, ms = 160): void {
  try {
    const Ctor = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext) as AudioCtor | undefined;
    if (!Ctor) return;
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.value = frequency;
    gain.gain.value = 0.08;
    osc.connect(gain);
    gain.connect(ctx.destination);
    const t = ctx.currentTime;
    osc.start(t);
    osc.stop(t + ms / 1000);
  } catch {
    // No audio device or a blocked context: the on-screen message is enough.
  }
}

/** For tests: forget the shared context. */
export function resetBeep(): void {
  ctx = null;
}
