"""The table: people and bots playing one game together, each seat seeing only its view."""
