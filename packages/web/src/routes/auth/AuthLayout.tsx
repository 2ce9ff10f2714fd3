import { Box } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Outlet } from "react-router";
import { AppHeader } from "../../components/AppHeader";
import { FullScreenLoader } from "../../components/FullScreenLoader";
import { LogoMark } from "../../components/Logo";
import classes from "./AuthLayout.module.css";
import { FEATURED_ARTISTS } from "./carousel/artworks/artists";
import { Carousel } from "./carousel/Carousel";
import { CAROUSEL_QUERY } from "./carousel/preload-first-artwork";
import { useAuthHash } from "./use-auth-hash";
import { useInviteWhiteLabel } from "./use-invite-white-label";

/**
 * Spec files-and-auth §2.3: logo (or the inviting workspace's white-label icon) top left, the form in the left half, the carousel right. The
 * form starts at a fixed height rather than centred, so steps that add a field (the password)
 * or a message grow downwards instead of shifting the heading.
 */
export function AuthLayout() {
  const pendingRedirect = useAuthHash();
  const whiteLabel = useInviteWhiteLabel();
  // Not rendered at all on narrow windows, so its timer and images cost nothing there.
  const showCarousel = useMediaQuery(CAROUSEL_QUERY, window.matchMedia(CAROUSEL_QUERY).matches, {
    getInitialValueInEffect: false,
  });

  if (pendingRedirect) return <FullScreenLoader />;

  return (
    <div className={classes.layout}>
      <div className={classes.formSide}>
        <AppHeader homeTo="/auth" withBorder={false} whiteLabel={whiteLabel} />
        <main className={classes.main}>
          <Box w="100%" maw={380}>
            <Outlet />
          </Box>
        </main>
        <footer className={classes.footer}>
          <LogoMark size={20} />
        </footer>
      </div>
      {showCarousel && (
        <div className={classes.carouselSide}>
          <Carousel artists={FEATURED_ARTISTS} />
        </div>
      )}
    </div>
  );
}
