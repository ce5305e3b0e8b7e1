import { useEffect, useState } from "react";

/** The time, refreshed every `everyMs`, so buttons that depend on a slot's start appear on time. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
