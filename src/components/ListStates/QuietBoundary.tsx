'use client'

import { Component, type ReactNode } from 'react'

/** Shows nothing instead of its children when they fail in the browser; FailedDetail's report needs no place. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
