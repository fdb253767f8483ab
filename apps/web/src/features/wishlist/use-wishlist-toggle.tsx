import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Paged, ProductListItem } from '@wohnwerk/contract/catalog';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { getAccessToken } from '../../lib/auth-token.ts';
import { recordButtonClick } from '../../lib/button-click.ts';
import { errorText } from '../../lib/error-text.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { loginPathFor } from '../../lib/safe-redirect.ts';
import { addToWishlist } from './api/add-to-wishlist.ts';
import { removeFromWishlist } from './api/remove-from-wishlist.ts';

export interface WishlistToggleInput {
  productId: number;
  /** The heart's current state: a filled heart removes, an empty one adds. */
  inWishlist: boolean;
}

/** Shows the new state on every cached product list (the hearts), and reloads the wishlist page's list. */
function applyToCaches(queryClient: QueryClient, productId: number, inWishlist: boolean) {
  queryClient.setQueriesData<Paged<ProductListItem>>({ queryKey: queryKeys.catalog.productLists() }, (page) =>
    page && Array.isArray(page.data)
      ? {
          ...page,
          data: page.data.map((item) => (item.id === productId ? { ...item, in_wishlist: inWishlist } : item)),
        }
      : page,
  );
  if (!inWishlist) {
    queryClient.setQueryData<ProductListItem[]>(queryKeys.wishlist.list(), (items) =>
      items?.filter((item) => item.id !== productId),
    );
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist.all });
}

/**
 * The wishlist heart (storefront §4, §8; shop-rules): an empty heart adds (POST /wishlist,
 * records ADD_TO_WISHLIST), a filled one removes (DELETE). A guest, or a 401, gets
 * 'Nicht authentifiziert' with a way to log in and come back; a 409 shows the server's text.
 */
export function useWishlistToggle() {
  const { t } = useTranslation('shop');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const askToLogIn = () => {
    const loginPath = loginPathFor(`${location.pathname}${location.search}`);
    const id = notifications.show({
      color: 'yellow',
      autoClose: 8000,
      message: (
        <>
          <Text size="sm" fw={600}>
            {t('wishlist.unauthenticated')}
          </Text>
          <Text size="sm">
            {t('wishlist.loginHint')}{' '}
            {/* The notice renders outside the router, so the link navigates through the captured navigate. */}
            <Anchor
              href={loginPath}
              size="sm"
              fw={700}
              c="brand.8"
              underline="always"
              onClick={(event) => {
                event.preventDefault();
                notifications.hide(id);
                void navigate(loginPath);
              }}
            >
              {t('wishlist.loginLink')}
            </Anchor>
          </Text>
        </>
      ),
    });
  };

  return useMutation({
    mutationFn: async ({ productId, inWishlist }: WishlistToggleInput) => {
      if (inWishlist) return { added: false, message: (await removeFromWishlist(productId)).message };
      recordButtonClick(productId, 'ADD_TO_WISHLIST');
      return { added: true, message: (await addToWishlist(productId)).message };
    },
    onMutate: ({ productId, inWishlist }) => {
      // A guest is told at once; the server would only answer 401.
      if (!inWishlist && getAccessToken() === null) {
        recordButtonClick(productId, 'ADD_TO_WISHLIST');
        throw new GuestError();
      }
    },
    onSuccess: ({ added }, { productId }) => {
      applyToCaches(queryClient, productId, added);
      notifications.show({ message: t(added ? 'wishlist.added' : 'wishlist.removed'), color: 'brand' });
    },
    onError: (error, { productId }) => {
      if (error instanceof GuestError || (isApiError(error) && error.status === 401)) {
        askToLogIn();
        return;
      }
      if (isApiError(error) && error.status === 409) {
        // Already saved (another tab, a stale list): the heart is filled after all.
        applyToCaches(queryClient, productId, true);
      }
      notifications.show({ message: errorText(error, t('common:errors.generic')), color: 'red' });
    },
  });
}

class GuestError extends Error {}
