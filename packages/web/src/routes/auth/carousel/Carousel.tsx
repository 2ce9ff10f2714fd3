import { CAROUSEL_INTERVAL_MS } from "@contour/core";
import { Anchor, Box, Button, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconArrowUpRight } from "@tabler/icons-react";
import type { FeaturedArtist } from "./artworks/artists";
import classes from "./Carousel.module.css";
import { CROSS_FADE_MS, useCrossFade } from "./use-cross-fade";
import { useRotation } from "./use-rotation";
import { useWarmImage } from "./use-warm-image";

/** "https://www.behance.net/jane/" → "behance.net/jane": a credit line, not a raw URL. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
}

/** Full-height showcase of featured artists: artwork, credit, and a way to follow them. */
export function Carousel({ artists }: { artists: readonly FeaturedArtist[] }) {
  const { active, goTo } = useRotation(artists.length, CAROUSEL_INTERVAL_MS);
  const leaving = useCrossFade(active);
  const current = artists[active];
  // Halfway through a slide, so it never competes with the first artwork's paint.
  useWarmImage(
    artists.length > 1 ? artists[(active + 1) % artists.length]?.image : undefined,
    CAROUSEL_INTERVAL_MS / 2,
  );
  // Each artwork is an SVG with filters, rasterised before its first paint: only the one shown
  // is in the page, with the one it replaces beneath it while it fades in.
  const shown = leaving === undefined ? [active] : [leaving, active];

  return (
    <Box
      className={classes.root}
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured artists"
    >
      {shown.map((index) => {
        const artist = artists[index];
        if (!artist) return null;
        return (
          <img
            key={artist.name}
            src={artist.image}
            alt={`Artwork by ${artist.name}`}
            className={classes.image}
            style={{ backgroundColor: artist.backdrop, animationDuration: `${CROSS_FADE_MS}ms` }}
            fetchPriority={index === 0 ? "high" : undefined}
            data-entering={(index === active && leaving !== undefined) || undefined}
            aria-hidden={index !== active}
          />
        );
      })}
      <div className={classes.scrim} aria-hidden />
      {current && (
        <Stack className={classes.caption} gap="md" aria-live="polite">
          <Group justify="space-between" align="flex-end" wrap="nowrap" gap="lg">
            <Stack gap={2} miw={0}>
              <Text className={classes.eyebrow}>Featured artist</Text>
              <Text className={classes.name}>{current.name}</Text>
              <Text className={classes.role}>{current.role}</Text>
              <Anchor
                href={current.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.social}
              >
                {displayUrl(current.socialUrl)}
              </Anchor>
            </Stack>
            <Button
              className={classes.follow}
              variant="white"
              color="dark"
              radius="xl"
              rightSection={<IconArrowUpRight size={16} aria-hidden />}
              onClick={() => window.open(current.socialUrl, "_blank", "noopener,noreferrer")}
            >
              Follow
            </Button>
          </Group>
          <Group gap={8} role="group" aria-label="Slides">
            {artists.map((artist, index) => (
              <UnstyledButton
                key={artist.name}
                className={classes.dot}
                data-active={index === active || undefined}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === active ? "true" : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </Group>
        </Stack>
      )}
    </Box>
  );
}
