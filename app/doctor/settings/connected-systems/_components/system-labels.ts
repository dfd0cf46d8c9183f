/** The words of a system's state, and of the button that changes it. */
export const STATE_LABEL = { enabled: 'Enabled', disabled: 'Disabled' } as const;

export const stateOf = (enabled: boolean) => (enabled ? STATE_LABEL.enabled : STATE_LABEL.disabled);

/** The button that turns the state over: "Disable" an enabled system, "Enable" a disabled one. */
export const toggleLabel = (enabled: boolean) => (enabled ? 'Disable' : 'Enable');
