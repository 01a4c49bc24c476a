// The device camera as a scanner: asked for only when staff press "Start camera", read a few times a second,
// and a code seen again straight away (the same ticket still in front of the lens) is not scanned twice.
'use client';

import { useEffect, useRef, useState } from 'react';
import { BUTTON } from '@/components/ui/styles';
import { qrReader } from '@/lib/check-in/qr-reader';

const FRAME_MS = 200;
/** How long the same code in front of the camera counts as one scan. */
const SAME_CODE_MS = 4000;

type CameraState = { on: false; problem?: string } | { on: true };

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError')
    return 'The camera was not allowed. Allow it in the browser’s site settings, or use a scanner or the search.';
  if (name === 'NotFoundError') return 'This device has no camera. Use a scanner or the search.';
  return 'The camera could not be started. Use a scanner or the search.';
}

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [state, setState] = useState<CameraState>({ on: false });
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState({ on: false });
  };

  const start = async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      setState({ on: true });
    } catch (error) {
      setState({ on: false, problem: cameraProblem(error) });
    }
  };

  useEffect(() => {
    const element = video.current;
    if (!state.on || !element || !stream.current) return;
    element.srcObject = stream.current;
    void element.play().catch(() => undefined);
    let stopped = false;
    let last = { code: '', at: 0 };
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const read = await qrReader();
      const loop = async () => {
        if (stopped) return;
        const code = await read(element).catch(() => null);
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) onCodeRef.current(code);
        if (code) last = { code, at: now };
        timer = setTimeout(() => void loop(), FRAME_MS);
      };
      await loop();
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state.on]);

  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  return (
    <div className="space-y-2">
      {state.on ? (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera view"
            className="aspect-video w-full rounded-lg bg-black object-cover"
          />
          <button
            type="button"
            onClick={stop}
            className={`min-h-12 w-full px-4 ${BUTTON.secondary}`}
          >
            Stop camera
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => void start()}
          className={`min-h-12 w-full px-4 ${BUTTON.primary}`}
        >
          Start camera
        </button>
      )}
      {!state.on && state.problem && (
        <p role="alert" className="text-danger">
          {state.problem}
        </p>
      )}
    </div>
  );
}
