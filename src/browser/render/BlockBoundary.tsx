import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockFailed } from './BlockFailed.tsx';

interface Props {
  type: string;
  index: number;
  pageKey: string;
  children: ReactNode;
}

/**
 * One block that throws while rendering is replaced by a short notice; the rest of the page still renders and works.
 * The app-wide ErrorBoundary is left for errors outside the blocks.
 */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    const { type, index, pageKey } = this.props;
    console.error(
      `Block ${index + 1} (${type}) of ${pageKey} failed to render and is replaced by a notice:`,
      error,
      info.componentStack ?? '',
    );
  }

  render() {
    return this.state.failed ? <BlockFailed /> : this.props.children;
  }
}
