import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { safeRedirect } from '../../../lib/safe-redirect.ts';

/** /register: the new-customer form beside a login form (storefront §2). */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const done = () => navigate(safeRedirect(params.get('redirect')), { replace: true });

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('register.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="register-new">
          <Title order={2} size="h3" id="register-new" mb="xs">
            {t('register.newCustomer')}
          </Title>
          <Text mb="md">{t('register.newCustomerIntro')}</Text>
          <RegisterForm onSuccess={done} />
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="register-existing">
          <Title order={2} size="h3" id="register-existing" mb="md">
            {t('register.existingCustomer')}
          </Title>
          <LoginForm onSuccess={done} withLinks={false} />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
