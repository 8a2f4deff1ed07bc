/** /pallet: the pallet cart; refused for FOB customers (spec section 5), who never see it in a menu either. */
import { useIntl } from 'react-intl';
import { useNavigate } from '../../router/index.js';
import { isPalletCartVisible } from '@kontor/api/rules';
import { Button } from '@kontor/ui/Button';
import { EmptyState } from '@kontor/ui/EmptyState';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { useUser } from '../../session/useUser.js';
import { CartScreen } from './CartScreen.js';
import { cartMessages } from './cart.messages.js';

export default function PalletCartScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useUser();
  // Until the user is known (the server draws the page without a session) the cart's frame and skeleton stand: only
  // a FOB customer's page turns into the refusal, and the guard reads the user before a member's first page.
  if (user && !isPalletCartVisible(user.modeOfTrade)) {
    return (
      <BrowsePage>
        <PageHeading title={intl.formatMessage(cartMessages.palletTitle)} />
        <EmptyState
          title={<span role="alert">{intl.formatMessage(cartMessages.palletRefused)}</span>}
          action={<Button onPress={() => void navigate('/shopping')}>{intl.formatMessage(cartMessages.toContainerCart)}</Button>}
        />
      </BrowsePage>
    );
  }
  return <CartScreen kind="pallet" />;
}
