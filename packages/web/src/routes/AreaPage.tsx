import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { type AreaName, loadArea, loadedPage, type PageName } from "./areas";

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The component that renders a page, the same on every render: a page first shown through
 * React.lazy keeps its lazy wrapper (which renders at once once resolved), since switching to the
 * loaded component would remount it.
 */
function pageComponent<A extends AreaName>(area: A, page: PageName<A>): ComponentType {
  const key = `${area}/${page}`;
  const known = lazyPages.get(key) ?? loadedPage(area, page);
  if (known) return known;
  const Page = lazy(async () => {
    const component = (await loadArea(area))[page];
    if (!component) throw new Error(`The ${area} area has no page ${page}`);
    return { default: component };
  });
  lazyPages.set(key, Page);
  return Page;
}

/**
 * One route component of an area. The opened page's area is downloaded before the first render
 * (main.tsx), so it renders at once; React.lazy would still suspend for a round and show the
 * loader. Areas not loaded yet go through React.lazy as usual.
 */
export function AreaPage<A extends AreaName>({ area, page }: { area: A; page: PageName<A> }) {
  const Page = pageComponent(area, page);
  return <Page />;
}
