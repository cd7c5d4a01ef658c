import { useEffect, useRef } from 'react';
import { connectFrame, type FrameBridge, type FrameHandlers } from '../bridge/frame-bridge';

export const VIEWPORTS = [375, 768, 1280] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export interface AppFrameProps {
  /** The repro link the frame runs (a new one reloads it). */
  src: string;
  width: Viewport;
  title: string;
  handlers: FrameHandlers;
  /** Receives the bridge to the running app (null when the frame goes away). */
  onBridge: (bridge: FrameBridge | null) => void;
}

/** The app running beside the tool, in an <iframe> of the chosen width, connected through the preview bridge. */
export function AppFrame({ src, width, title, handlers, onBridge }: AppFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // The handlers are read through a ref: the bridge is made once per frame, not per render of the tool.
    const bridge = connectFrame(frame, {
      onReady: (...a) => handlersRef.current.onReady?.(...a),
      onLocation: (...a) => handlersRef.current.onLocation?.(...a),
      onDecision: (...a) => handlersRef.current.onDecision?.(...a),
      onBooking: (...a) => handlersRef.current.onBooking?.(...a),
      onClock: (...a) => handlersRef.current.onClock?.(...a),
      onError: (...a) => handlersRef.current.onError?.(...a),
    });
    onBridge(bridge);
    return () => {
      bridge.dispose();
      onBridge(null);
    };
  }, [onBridge]);
  return (
    <div className="workspace__frame-box">
      <iframe ref={frameRef} className="workspace__frame" style={{ width }} src={src} title={title} />
    </div>
  );
}
