import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { Heading } from '../../ui/Heading.tsx';
import { Column } from '../../ui/Column.tsx';
import { PlainContainer } from '../../ui/PlainContainer.tsx';

interface State {
  error?: Error;
}

/** An error outside the blocks (each block has its own BlockBoundary) shows this screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page failed to render:', error, info.componentStack ?? '');
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <PlainContainer size="md" style={{ paddingBlock: 'var(--mantine-spacing-xl)' }} role="alert">
        <Column gap="md">
          <Heading order={1}>Unexpected Application Error!</Heading>
          <Text size="lg" fw={600}>
            {error.message}
          </Text>
          {error.stack && <pre className="error-stack">{error.stack}</pre>}
        </Column>
      </PlainContainer>
    );
  }
}
