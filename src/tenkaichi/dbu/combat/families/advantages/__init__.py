"""What a Signature Technique's Advantages do in a fight (``data/dbu/advantages.yaml``)."""
