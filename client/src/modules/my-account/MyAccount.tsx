import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useSession } from '../../kernel/session/sessionStore';
import { PasswordForm } from './PasswordForm';
import { UsernameForm } from './UsernameForm';

/** The signed-in user's own sign-in: username and password, each saved on its own. */
export function MyAccount() {
  const employee = useSession()?.Employee;
  const name = employee ? `${employee.FirstName} ${employee.LastName}`.trim() : '';
  return (
    <>
      <Title order={1} size="h3" mb={4}>
        Username and Password
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {name ? `The sign-in of ${name}.` : 'Your sign-in.'} Change either one; leave the other blank.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" maw={960}>
        <Paper withBorder p="sm">
          <Title order={2} size="h5" mb="xs">
            Username
          </Title>
          <UsernameForm />
        </Paper>
        <Paper withBorder p="sm">
          <Title order={2} size="h5" mb="xs">
            Password
          </Title>
          <PasswordForm />
        </Paper>
      </SimpleGrid>
    </>
  );
}
