import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Paper.css';
import { Avatar, Button, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AddressTable } from '../../../features/account/components/address-table.tsx';
import { PrivacyPanel } from '../../../features/account/components/privacy-panel.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { OrderHistory } from '../../../features/orders/components/order-history.tsx';
import { useLeaveSignedOut } from '../../../features/auth/components/use-leave-signed-out.ts';

const tabs = ['profil', 'adresse', 'bestellung'] as const;
type Tab = (typeof tabs)[number];

/** /profile: tabs Profil, Adresse, Bestellung (spec §2); the open tab is kept in ?tab= so saves return to it. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const leaveSignedOut = useLeaveSignedOut();
  const tab: Tab = tabs.find((x) => x === params.get('tab')) ?? 'profil';
  // RequireAuth renders this page only with a loaded user.
  if (!user) return null;

  const onDeleted = (message: string) => {
    leaveSignedOut('/');
    notifications.show({ message, color: 'brand' });
  };
  const row = (label: string, value: string | null) => (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
        {value || t('profile.empty')}
      </Text>
    </div>
  );

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('profile.heading')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'profil' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profil">{t('profile.tabs.profile')}</Tabs.Tab>
          <Tabs.Tab value="adresse">{t('profile.tabs.addresses')}</Tabs.Tab>
          <Tabs.Tab value="bestellung">{t('profile.tabs.orders')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="profil">
          <Stack gap="xl" maw={760}>
            <Paper withBorder radius="md" p="lg">
              <Group align="flex-start" gap="lg">
                <Avatar
                  src={user.image}
                  alt={t('profile.imageAlt', { name: user.name })}
                  size={112}
                  radius={112}
                  color="brand"
                >
                  {user.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Stack gap="sm" component="dl" m={0} style={{ flex: 1, minWidth: 220 }}>
                  {row(t('profile.name'), user.name)}
                  {row(t('profile.email'), user.email)}
                  {row(t('profile.phone'), user.phone)}
                  {row(t('profile.about'), user.about)}
                </Stack>
              </Group>
              <Group mt="lg">
                <Button component={Link} to={`/edit-profile/${user.id}`}>
                  {t('profile.edit')}
                </Button>
                <Button component={Link} to="/change-pwd" variant="default">
                  {t('profile.changePassword')}
                </Button>
              </Group>
            </Paper>
            <PrivacyPanel onDeleted={onDeleted} />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="adresse">
          <Group justify="space-between" mb="md">
            <Title order={2} size="h3">
              {t('addresses.heading')}
            </Title>
            <Button component={Link} to="/address/create">
              {t('addresses.new')}
            </Button>
          </Group>
          <AddressTable addresses={user.addresses} />
        </Tabs.Panel>

        <Tabs.Panel value="bestellung">
          <OrderHistory />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
