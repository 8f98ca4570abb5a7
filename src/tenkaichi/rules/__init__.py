"""Rules traceability: the project's list of seed rules and which tests exercise each."""
