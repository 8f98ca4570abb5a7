"""DBU (Dragon Ball Universe) rules beyond the dice: tiers, costs, derived values."""
