import { Center, Loader } from "@mantine/core";
import { useEffect, useRef } from "react";

/** Calls onVisible once it scrolls into view (or near it): the trigger of infinite scroll. */
export function LoadMoreSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible]);

  return (
    <Center ref={ref} py="md" style={{ gridColumn: "1 / -1" }}>
      <Loader size="sm" aria-label="Loading more files" />
    </Center>
  );
}
