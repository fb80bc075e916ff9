import { Trans } from '@lingui/react/macro';

/** A published menu entry's own page (/{menu path}/), built from its modules and content. */
export function MenuPage({ menuId }: { menuId: number }) {
  return (
    <section data-menu={menuId}>
      <p>
        <Trans>This page is being prepared.</Trans>
      </p>
    </section>
  );
}
