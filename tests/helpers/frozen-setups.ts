import { forgetSharedSetups, freezeSharedSetups } from "../../src/cache/shared-setups.ts";

// Every test file runs with the process's shared game setups frozen (`sharedSetup`): a use case that changed a
// stored setup would change it for every game of the same scenario, and here it fails with a TypeError instead.
forgetSharedSetups();
freezeSharedSetups(true);
